/** Routes of the setup area: settings at start-up and maintenance mode. */
import { Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { getApplicationOptions } from '../use-cases/setup/get-application-options.ts';
import { getMaintenanceMode } from '../use-cases/setup/maintenance-mode.ts';

/** Mounted at `/api`. */
export function setupRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/setup/ApplicationOptions', async (_req, res) => {
    res.json(await getApplicationOptions(ctx));
  });
  router.get('/MaintenanceMode', async (_req, res) => {
    res.json(await getMaintenanceMode(ctx));
  });
  return router;
}
