import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Id of the main area in both layouts; the skip link targets it. */
export const MAIN_ID = 'main-content';

/** Moves focus to the main area, e.g. from the skip link (a hash link would be read as a route). */
export function focusMain(): void {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  main.focus();
  main.scrollIntoView?.({ block: 'start' });
}

/**
 * After an in-app navigation, focus goes to the main area so screen-reader and keyboard users start
 * at the new page, not at the link they left. The first render keeps the browser's own focus.
 */
export function useFocusMainOnNavigate(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(MAIN_ID);
    // A page that already put focus into its own content (a form field) keeps it.
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: false });
  }, [pathname]);
}
