import { PlaceholderPage } from '@/features/placeholder/placeholder-page';
import { useSettings } from '@/settings/use-settings';
import { resolvePageTitle } from './page-title';
import { useCurrentRouteDef } from './route-handle';
import { DASHBOARD_PATH, HOME_PATH } from '@/ui/route-paths';

/** A route whose screen is not built yet: a page that names it, never a blank screen. */
export function PlaceholderRoute() {
  const settings = useSettings();
  const route = useCurrentRouteDef();
  const title = route
    ? resolvePageTitle(settings, route, { host: window.location.host, href: window.location.href }).title
    : '';
  const loggedIn = route?.area === 'myaccount';
  return (
    <PlaceholderPage
      title={title}
      text={settings.text('shell.notBuiltText')}
      backTo={route?.id === 'dashboard' ? undefined : loggedIn ? DASHBOARD_PATH : HOME_PATH}
      backLabel={settings.text(loggedIn ? 'shell.backToDashboardText' : 'shell.backToLoginText')}
      showLogo={!loggedIn}
    />
  );
}
