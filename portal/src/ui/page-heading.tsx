import type { ReactNode } from 'react';

/** Props of {@link PageHeading}. */
export interface PageHeadingProps {
  children: ReactNode;
  /** Optional line under the heading. */
  subtitle?: ReactNode;
}

/** The one h1 of a page, with an optional subtitle; pages use it so every route has exactly one h1. */
export function PageHeading({ children, subtitle }: PageHeadingProps) {
  return (
    <div className="page-heading">
      <h1 className="page-heading__title">{children}</h1>
      {subtitle ? <p className="page-heading__subtitle">{subtitle}</p> : null}
    </div>
  );
}
