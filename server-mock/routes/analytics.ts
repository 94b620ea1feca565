/**
 * `POST /api/Analytics/PageView` (designed; docs/decisions/030-analytics.md): the portal's same-origin
 * page-view beacon. Anonymous, because sendBeacon cannot carry the UserToken header and page views
 * carry no personal data. The request validator has already checked the body against the contract.
 */
import { Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { contractBody, requiredString } from '../http/read-body.ts';
import { recordPageView } from '../store/page-views-repo.ts';

/** Mounted at `/api`. */
export function analyticsRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/Analytics/PageView', async (req, res) => {
    const body = contractBody<'/api/Analytics/PageView'>(req);
    await recordPageView(
      ctx.db,
      {
        AnalyticsId: requiredString(body, 'AnalyticsId'),
        RouteId: requiredString(body, 'RouteId'),
        Route: requiredString(body, 'Route'),
        Title: requiredString(body, 'Title'),
        Timestamp: requiredString(body, 'Timestamp'),
      },
      ctx.clock(),
    );
    res.status(204).end();
  });
  return router;
}
