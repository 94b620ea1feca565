/**
 * Scale that fits a frame of a given CSS width into its container: the desktop preview (1280 px) is
 * drawn at its real width, so the portal lays out as on a desktop, and shrunk to the pane's width.
 */
import { useEffect, useRef, useState } from 'react';

/** The container ref to attach and the scale (at most 1) for a frame `width` px wide. */
export function useFitScale(width: number): { containerRef: React.RefObject<HTMLDivElement | null>; scale: number } {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [available, setAvailable] = useState(width);
  useEffect(() => {
    const el = containerRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setAvailable(entry.contentRect.width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { containerRef, scale: available > 0 ? Math.min(1, available / width) : 1 };
}
