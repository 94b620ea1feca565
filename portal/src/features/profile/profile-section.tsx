/** The card of one profile section: an h2 that labels the region, then its content. */
import type { ReactNode } from 'react';

/** Props of {@link ProfileSection}. */
export interface ProfileSectionProps {
  id: string;
  heading: string;
  children: ReactNode;
}

/** A labelled region, so screen-reader users can jump between the four sections. */
export function ProfileSection({ id, heading, children }: ProfileSectionProps) {
  return (
    <section className="card profile-section" aria-labelledby={`${id}-heading`}>
      {/* Focusable by script only: a finished save puts focus here once its Save button is gone. */}
      <h2 id={`${id}-heading`} className="profile-section__heading" tabIndex={-1}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
