/**
 * The studio's one error message: every page, form and dialog error is drawn and announced the same way
 * (role=alert, the `studio-error` look of studio-page.css). ESLint refuses `role="alert"` written by hand
 * outside `ui/` (eslint.config.js).
 */
import { createElement, type ReactNode, type Ref } from 'react';
import './studio-page.css';

/** Props of {@link ErrorBanner}. */
export interface ErrorBannerProps {
  children: ReactNode;
  /** `div` for a message with a heading, a table or a button; else a paragraph. */
  as?: 'p' | 'div';
  /** Classes beside `studio-error` (layout, or the sign-in card's boxed look). */
  className?: string;
  /** `-1` when a script moves focus to the message. */
  tabIndex?: number;
  ref?: Ref<HTMLElement>;
}

/** An error message announced at once (role=alert). */
export function ErrorBanner({ children, as = 'p', className, tabIndex, ref }: ErrorBannerProps) {
  return createElement(
    as,
    { ref, tabIndex, role: 'alert', className: className ? `studio-error ${className}` : 'studio-error' },
    children,
  );
}
