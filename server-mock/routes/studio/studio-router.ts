/**
 * Everything under `/studio/api` (decision 250): one guard for all studio routers, answers never
 * cached, and every failure answered in the studio's own body (`StudioError`, one sentence), not
 * the lender API's. Other areas add routers of the same shape (`StudioRoutes`), e.g. export and import.
 */
import { Router, type ErrorRequestHandler } from 'express';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { setErrorHeaders, toAppError } from '../../http/error-middleware.ts';
import { auditRoutes } from './audit-routes.ts';
import { bulkRoutes } from './bulk-routes.ts';
import { changeRequestRoutes } from './change-request-routes.ts';
import { draftRoutes } from './draft-routes.ts';
import { imageUploadRoutes } from './image-routes.ts';
import { liveRoutes } from './live-routes.ts';
import { ownAccountRoutes } from './own-account-routes.ts';
import { previewLinkRoutes } from './preview-link-routes.ts';
import { publishRoutes } from './publish-routes.ts';
import { secondFactorRoutes } from './second-factor-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { studioGuard, type StudioGuard } from './studio-auth.ts';

/** A router of the studio API, given the app's context and the staff guard. */
export type StudioRoutes = (ctx: AppContext, guard: StudioGuard) => Router;

/** The sentence for a failure that did not come with one of the studio's own bodies. */
function messageFor(status: number, code: string, detail: string): string {
  if (status >= 500) return 'Something went wrong on the server; try again.';
  if (code === 'PayloadTooLarge') return 'The upload is too large.';
  return detail.endsWith('.') ? detail : `${detail}.`;
}

function studioErrors(ctx: AppContext): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const error = toAppError(err);
    if (error.status >= 500) ctx.logger.error({ err, method: req.method, path: req.path }, 'studio request failed');
    setErrorHeaders(res, error);
    res.status(error.status).json(error.body ?? { message: messageFor(error.status, error.code, error.message) });
  };
}

/** The studio API; `extra` routers (export and import) are mounted after the built-in ones. */
export function studioRouter(ctx: AppContext, extra: readonly StudioRoutes[] = []): Router {
  const guard = studioGuard(ctx);
  const router = Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  for (const routes of [
    sessionRoutes,
    secondFactorRoutes,
    ownAccountRoutes,
    draftRoutes,
    bulkRoutes,
    liveRoutes,
    changeRequestRoutes,
    previewLinkRoutes,
    publishRoutes,
    imageUploadRoutes,
    auditRoutes,
    ...extra,
  ])
    router.use(routes(ctx, guard));
  router.use((req) => {
    throw studioError(404, `There is no studio call ${req.method} ${req.path}.`);
  });
  router.use(studioErrors(ctx));
  return router;
}
