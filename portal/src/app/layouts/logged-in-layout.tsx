import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { IdleWatch } from '@/app/idle/idle-watch';
import { preloadDialogHost } from '@/app/lazy-dialog-host';
import { useLeaveGuard } from '@/app/unsaved/use-leave-guard';
import { useSessionStore } from '@/session/session-store';
import { useSettings } from '@/settings/use-settings';
import { RichText } from '@/ui/rich-text';
import { AppHeader } from './app-header';
import { NavigationStatus, useIsNavigating } from './navigation-status';
import { SiteFooter } from './site-footer';
import { MAIN_ID, useFocusMainOnNavigate } from './use-main-focus';
import { useLeavePageWarning } from './use-leave-page-warning';

/**
 * Layout of the logged-in area (myaccount/*). Mounting it starts the idle watch and leaving it stops
 * the watch (access spec §2). It hosts the unsaved-changes guard: leaving a page whose flag is set
 * asks first (spec §2 "Dialogs of the shell"). A failing page shows the page-error banner inside main, via the
 * route's errorElement.
 */
export function LoggedInLayout() {
  const settings = useSettings();
  const navigating = useIsNavigating();
  // Once the session ends (logout, time-out) the page goes before the navigation to login finishes, so
  // its queries, re-created when the cache is cleared, are not sent without a token (a 401 there would
  // start a second logout, with the error code unauthorized).
  const signedIn = useSessionStore((s) => s.token !== null);
  useFocusMainOnNavigate();
  useLeavePageWarning();
  // The one blocker of the area: editing screens (profile, loan details) only set the unsaved flag.
  useLeaveGuard();
  // Logout confirm and time-out dialogs must open without a network wait.
  useEffect(() => {
    preloadDialogHost().catch(() => undefined);
  }, []);
  return (
    <div className="app-frame">
      <AppHeader />
      <main id={MAIN_ID} tabIndex={-1} className="app-main" aria-busy={navigating}>
        <NavigationStatus />
        <div className={navigating ? 'routed is-navigating' : 'routed'}>{signedIn ? <Outlet /> : null}</div>
      </main>
      <SiteFooter>
        <RichText className="site-footer__rich-text" html={settings.richText('footer.richText')} />
      </SiteFooter>
      <IdleWatch />
    </div>
  );
}
