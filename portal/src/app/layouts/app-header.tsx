import { Link } from 'react-router';
import { useSessionStore } from '@/session/session-store';
import { useSettings } from '@/settings/use-settings';
import { InstitutionLogo } from '@/ui/institution-logo';
import { DASHBOARD_PATH } from '@/ui/route-paths';
import { ControlBar } from './control-bar';
import { LanguageSlot } from './language-slot';
import { MenuEntry } from './menu-entry';
import { headerLinks, readMenuFlags } from './menu-items';
import { focusMain, MAIN_ID } from './use-main-focus';

/** Logged-in header: skip link, logos, the user's personal name, FAQ | Find Us | Logout, control bar. */
export function AppHeader() {
  const settings = useSettings();
  const personalName = useSessionStore((state) => state.user?.personalName ?? '');
  // The header's links never include Apply For Loan (control bar only).
  const links = headerLinks(readMenuFlags(settings, false));
  return (
    <header className="app-header">
      <a
        className="skip-link"
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          // With hash routing a plain #main-content would be taken as a route; move focus instead.
          event.preventDefault();
          focusMain();
        }}
      >
        {settings.text('header.skipLinkText')}
      </a>
      <div className="app-header__top">
        <Link className="app-header__brand" to={DASHBOARD_PATH}>
          <InstitutionLogo variant="responsive" />
        </Link>
        <div className="app-header__account">
          {personalName ? (
            <p className="app-header__name">{settings.text('header.greetingText', { name: personalName })}</p>
          ) : null}
          <ul className="app-header__links" aria-label={settings.text('header.linksLabel')}>
            {links.map((item) => (
              <li key={item.id}>
                <MenuEntry item={item} className="app-header__link" />
              </li>
            ))}
          </ul>
          <LanguageSlot className="app-header__language" />
        </div>
      </div>
      <ControlBar />
    </header>
  );
}
