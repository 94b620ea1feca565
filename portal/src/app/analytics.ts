/**
 * Page views for analytics (docs/decisions/030-analytics.md): a same-origin beacon, no third-party
 * script, so the strict CSP holds. Only the route pattern is sent, never the concrete path, because
 * paths carry account and application numbers.
 */
import type { SettingsReader } from '@schemas/settings/reader';
import type { RouteDef } from './route-table';

/** Body of one page view. */
export interface PageView {
  AnalyticsId: string;
  RouteId: string;
  Route: string;
  Title: string;
  Timestamp: string;
}

/** The page view to send, or null when analytics is not configured (portal.analyticsId empty). */
export function buildPageView(settings: SettingsReader, route: RouteDef, title: string, now: Date): PageView | null {
  const analyticsId = settings.text('portal.analyticsId').trim();
  if (analyticsId === '') return null;
  return { AnalyticsId: analyticsId, RouteId: route.id, Route: route.path, Title: title, Timestamp: now.toISOString() };
}

/** Sends the page view with sendBeacon (survives page unload), falling back to a keep-alive fetch. */
export function sendPageView(endpoint: string, view: PageView): void {
  const body = JSON.stringify(view);
  try {
    if (
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }))
    ) {
      return;
    }
  } catch {
    // A beacon the browser refuses falls through to fetch.
  }
  if (typeof fetch !== 'function') return;
  void fetch(endpoint, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
  }).catch(() => undefined);
}
