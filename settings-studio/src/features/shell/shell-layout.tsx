import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import type { StudioSession } from '@schemas/studio/studio-api';
import { signOut } from '@studio/api/sign-out';
import { studioTitle } from '@studio/ui/studio-title';
import { useHeadingFocusOnNavigate } from '@studio/ui/use-heading-focus-on-navigate';
import './shell-layout.css';

/** Props of the layout around every signed-in page. */
export interface ShellLayoutProps {
  session: StudioSession;
  /** Called once the server ended the session (or could not be reached: the cookie expires anyway). */
  onSignedOut(): void;
}

const roleNames = { viewer: 'Viewer (read only)', editor: 'Editor', publisher: 'Publisher' } as const;

/**
 * The studio's pages: the menu's label, and the document title's first part (WCAG 2.4.2: each page has its own title).
 */
const pages: readonly { to: string; label: string; title: string; publisherOnly?: boolean; writersOnly?: boolean }[] = [
  { to: '/', label: 'Edit', title: 'Edit settings' },
  { to: '/publish', label: 'Publish', title: 'Publish' },
  { to: '/changes', label: 'Change requests', title: 'Change requests' },
  { to: '/bulk', label: 'Bulk changes', title: 'Bulk changes', writersOnly: true },
  { to: '/history', label: 'History', title: 'History' },
  { to: '/transfer', label: 'Samples and transfer', title: 'Samples and transfer' },
  { to: '/audit', label: 'Audit log', title: 'Audit log', publisherOnly: true },
  { to: '/account', label: 'Your account', title: 'Your account' },
];

/** Header with the studio's pages, who is signed in with which role, and sign-out; the page below. */
export function ShellLayout({ session, onSignedOut }: ShellLayoutProps) {
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const mutation = useMutation({ mutationFn: signOut, onSettled: onSignedOut });

  useEffect(() => {
    document.title = studioTitle(pages.find((p) => p.to === location.pathname)?.title);
  }, [location.pathname]);

  useHeadingFocusOnNavigate(mainRef, location.pathname);

  return (
    <div className="shell">
      <a className="shell__skip" href="#studio-main" onClick={(e) => (e.preventDefault(), mainRef.current?.focus())}>
        Skip to content
      </a>
      <header className="shell__header">
        <p className="shell__title">Settings Studio</p>
        <nav aria-label="Studio">
          <ul className="shell__nav">
            {pages
              .filter((p) => !p.publisherOnly || session.user.role === 'publisher')
              .filter((p) => !p.writersOnly || session.user.role !== 'viewer')
              .map((p) => (
                <li key={p.to}>
                  <NavLink to={p.to} end={p.to === '/'}>
                    {p.label}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <div className="shell__user">
          <span>
            {session.user.displayName} · <strong>{roleNames[session.user.role]}</strong>
          </span>
          <button type="button" className="secondary" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
            Sign out
          </button>
        </div>
      </header>
      <main id="studio-main" ref={mainRef} tabIndex={-1} className="shell__main">
        <Outlet />
      </main>
    </div>
  );
}
