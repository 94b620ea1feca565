/** `POST /api/ClientError`: the portal's unhandled-error reports. */
import { Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { contractBody } from '../http/read-body.ts';
import { reportClientError } from '../use-cases/client-error/report-client-error.ts';

/** Mounted at `/api`. */
export function clientErrorRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/ClientError', (req, res) => {
    const { Message, Stack, UserAgent } = contractBody<'/api/ClientError'>(req);
    reportClientError(ctx, { Message, Stack, UserAgent });
    res.status(204).end();
  });
  return router;
}
