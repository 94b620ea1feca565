/** `POST /api/ClientError`: the portal's unhandled-error reports. */
import { Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { contractBody, optionalString } from '../http/read-body.ts';
import { reportClientError } from '../use-cases/client-error/report-client-error.ts';

/** Mounted at `/api`. */
export function clientErrorRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/ClientError', (req, res) => {
    const body = contractBody<'/api/ClientError'>(req);
    reportClientError(ctx, {
      Message: optionalString(body, 'Message'),
      Stack: optionalString(body, 'Stack'),
      UserAgent: optionalString(body, 'UserAgent'),
    });
    res.status(204).end();
  });
  return router;
}
