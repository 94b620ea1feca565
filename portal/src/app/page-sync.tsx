import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';
import { useSettings } from '@/settings/use-settings';
import { buildPageView, sendPageView } from './analytics';
import { resolvePageTitle } from './page-title';
import { reportClientError } from '@/api/client-error-reporter';
import { useCurrentRouteDef } from './route-handle';

/**
 * Keeps the browser title in step with the route (and with settings, so a studio preview re-titles
 * at once) and sends one page view per navigation when analytics is configured.
 */
export function PageSync() {
  const settings = useSettings();
  const route = useCurrentRouteDef();
  const location = useLocation();

  const titleFor = useEffectEvent(() => {
    if (!route) return null;
    const resolved = resolvePageTitle(settings, route, { host: window.location.host, href: window.location.href });
    document.title = resolved.title;
    if (resolved.problem) reportClientError(resolved.problem);
    return resolved.title;
  });

  const pageView = useEffectEvent((title: string) => {
    if (!route) return;
    const view = buildPageView(settings, route, title, new Date());
    if (view) sendPageView(settings.text('shell.analyticsEndpoint'), view);
  });

  // One page view per navigation, not per settings change. A hash typed into the address bar makes a
  // history entry without state, so its key stays 'default' from one such entry to the next: the
  // path tells those navigations apart.
  useEffect(() => {
    const title = titleFor();
    if (title !== null) pageView(title);
  }, [location.key, location.pathname]);

  // Re-title when the settings change under the same page (studio live preview).
  useEffect(() => {
    titleFor();
  }, [settings]);

  return null;
}
