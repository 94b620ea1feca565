/** Page views (table `page_views`): what the portal reports per navigation when analytics is on. */
import type { Database } from './database.ts';

/** One page view as the portal posts it (contract `PageView`); `Route` is a pattern, never a concrete path. */
export interface PageView {
  AnalyticsId: string;
  RouteId: string;
  Route: string;
  Title: string;
  /** ISO date-time of the navigation, from the browser. */
  Timestamp: string;
}

interface PageViewRow {
  analytics_id: string;
  route_id: string;
  route: string;
  title: string;
  viewed_at: Date | string;
}

/** Stores one page view with the time it arrived. */
export async function recordPageView(db: Database, view: PageView, receivedAt: Date): Promise<void> {
  await db.execute(
    'insert into page_views (analytics_id, route_id, route, title, viewed_at, received_at) values ($1, $2, $3, $4, $5, $6)',
    [view.AnalyticsId, view.RouteId, view.Route, view.Title, view.Timestamp, receivedAt.toISOString()],
  );
}

/** Every stored page view, oldest first. */
export async function listPageViews(db: Database): Promise<PageView[]> {
  const rows = await db.query<PageViewRow>(
    'select analytics_id, route_id, route, title, viewed_at from page_views order by id',
  );
  return rows.map((r) => ({
    AnalyticsId: r.analytics_id,
    RouteId: r.route_id,
    Route: r.route,
    Title: r.title,
    Timestamp: new Date(r.viewed_at).toISOString(),
  }));
}
