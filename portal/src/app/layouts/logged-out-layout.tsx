import { Outlet } from 'react-router';
import { Disclosures } from './disclosures';
import { LanguageSlot } from './language-slot';
import { NavigationStatus, useIsNavigating } from './navigation-status';
import { SiteFooter } from './site-footer';
import { MAIN_ID, useFocusMainOnNavigate } from './use-main-focus';

/** Layout of the logged-out area (home/* and opt-out): routed content, loading animation, footer. */
export function LoggedOutLayout() {
  const navigating = useIsNavigating();
  useFocusMainOnNavigate();
  return (
    <div className="public-frame">
      <LanguageSlot className="public-language-bar__switch" banner />
      <main id={MAIN_ID} tabIndex={-1} className="public-main" aria-busy={navigating}>
        <NavigationStatus />
        <div className={navigating ? 'routed is-navigating' : 'routed'}>
          <Outlet />
        </div>
      </main>
      <SiteFooter>
        <Disclosures />
      </SiteFooter>
    </div>
  );
}
