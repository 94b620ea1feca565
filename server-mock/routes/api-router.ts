/**
 * Everything under `/api`: setup (settings, maintenance), one router per spec area and the page-view beacon. Each area
 * router mounts its own guards (`requireSession`) on the calls that need a session.
 */
import { Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { accessRoutes } from './access-routes.ts';
import { accountsRoutes } from './accounts-routes.ts';
import { analyticsRoutes } from './analytics.ts';
import { paymentsRoutes } from './payments-routes.ts';
import { setupRoutes } from './setup.ts';

/** Mounted at `/api`. */
export function apiRouter(ctx: AppContext): Router {
  const router = Router();
  router.use(setupRoutes(ctx), accessRoutes(ctx), accountsRoutes(ctx), paymentsRoutes(ctx), analyticsRoutes(ctx));
  return router;
}
