import { type RefObject, useEffect, useRef } from 'react';

/**
 * Moving between pages puts focus on the new page's heading, as a page load would for a screen reader.
 * A page whose code or data is still loading shows its heading later: focus moves to it when it appears,
 * unless the staff member has moved focus themselves in the meantime.
 */
export function useHeadingFocusOnNavigate(mainRef: RefObject<HTMLElement | null>, pathname: string): void {
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const main = mainRef.current;
    if (!main) return;
    const focusedAtNavigation = document.activeElement;
    const focusHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (document.activeElement === focusedAtNavigation || document.activeElement === document.body) heading.focus();
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => focusHeading() && observer.disconnect());
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [mainRef, pathname]);
}
