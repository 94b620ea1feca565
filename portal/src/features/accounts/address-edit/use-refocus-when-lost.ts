import { useEffect, useRef, useState } from 'react';

const FIELDS = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * Keeps keyboard focus in a form whose Save / Cancel (or Reset) buttons leave with the unsaved changes
 * (accounts spec §2: they show only while there are some). Without it the pressed button disappears and
 * focus falls back to the page's start, so a keyboard or screen-reader user loses their place. After
 * `request()` (a save answered, a cancel), once React has rendered, the form's first enabled field gets
 * focus, but only when focus was really lost: a user who moved on elsewhere keeps their place.
 */
export function useRefocusWhenLost<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests === 0) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    ref.current?.querySelector<HTMLElement>(FIELDS)?.focus();
  }, [requests]);
  return { ref, request: () => setRequests((n) => n + 1) };
}
