/**
 * The portal's one error banner: every page, section and dialog error is drawn and announced the same way.
 * ESLint refuses the banner's class and `role="alert"` written by hand outside `ui/` (eslint.config.js).
 */
import { createElement, type ReactNode, type Ref } from 'react';

/** The banner's classes, for a {@link LiveMessage} that must look like it (a region kept in the page). */
export const ERROR_BANNER_CLASS = 'banner banner--error';

/** Props of {@link ErrorBanner}. */
export interface ErrorBannerProps {
  children: ReactNode;
  /** `ul` for a list of messages (children are `<li>`), `div` for a heading, text and link; else a paragraph. */
  as?: 'p' | 'div' | 'ul';
  /** It sits in a live region (`role=status`, `aria-live`) that already announces it: no role of its own. */
  inRegion?: boolean;
  /** Classes beside the banner's (layout only). */
  className?: string;
  id?: string;
  /** `-1` when a script moves focus to the message. */
  tabIndex?: number;
  ref?: Ref<HTMLElement>;
}

/** An error message drawn as a banner and announced at once (role=alert) unless a region around it speaks. */
export function ErrorBanner({ children, as = 'p', inRegion = false, className, id, tabIndex, ref }: ErrorBannerProps) {
  return createElement(
    as,
    {
      ref,
      id,
      tabIndex,
      role: inRegion ? undefined : 'alert',
      className: className ? `${ERROR_BANNER_CLASS} ${className}` : ERROR_BANNER_CLASS,
    },
    children,
  );
}
