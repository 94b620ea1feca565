/**
 * `POST /api/Analytics/PageView` (designed; docs/decisions/030-analytics.md): the portal's same-origin
 * page-view beacon. Anonymous, because sendBeacon cannot carry the UserToken header and page views
 * carry no personal data. The request validator has already checked the body against the contract.
 */
import { Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { contractBody } from '../http/read-body.ts';
import { recordPageView } from '../store/page-views-repo.ts';

/** Mounted at `/api`. */
export function analyticsRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/Analytics/PageView', async (req, res) => {
    const { AnalyticsId, RouteId, Route, Title, Timestamp } = contractBody<'/api/Analytics/PageView'>(req);
    await recordPageView(ctx.db, { AnalyticsId, RouteId, Route, Title, Timestamp }, ctx.clock());
    res.status(204).end();
  });
  return router;
}
