/** Routes of the setup area: settings at start-up and maintenance mode. */
import { Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { getPublishedApplicationOptions } from '../use-cases/setup/get-application-options.ts';
import { getMaintenanceMode } from '../use-cases/setup/maintenance-mode.ts';

/** Mounted at `/api`. */
export function setupRoutes(ctx: AppContext): Router {
  const router = Router();
  // The published version is the ETag: a browser revalidates (no-cache) and gets 304 until the next publish.
  router.get('/setup/ApplicationOptions', async (req, res) => {
    const { version, options } = await getPublishedApplicationOptions(ctx);
    res.set({ ETag: `"v${version}"`, 'Cache-Control': 'no-cache' });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.json(options);
  });
  router.get('/MaintenanceMode', async (_req, res) => {
    res.json(await getMaintenanceMode(ctx));
  });
  return router;
}
