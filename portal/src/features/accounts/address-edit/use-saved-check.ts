/** The check mark shown for 3 seconds after a successful save (accounts spec §2, §4, §9: 3000 ms). */
import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9: "Check mark display 3 s (3000 ms)". */
export const CHECK_MARK_MS = 3000;

/** `shown` is true for {@link CHECK_MARK_MS} after `show()`; a new save restarts the time. */
export function useSavedCheck(): { shown: boolean; show: () => void; hide: () => void } {
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setShown(false);
  }, []);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    setShown(true);
    timer.current = setTimeout(() => setShown(false), CHECK_MARK_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { shown, show, hide };
}
