/** Routes of the access area (access §7, docs/requirements.md), one thin router per group. */
import { Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { agreementRoutes } from './access/agreement-routes.ts';
import { passwordRoutes } from './access/password-routes.ts';
import { recoveryRoutes } from './access/recovery-routes.ts';
import { registerRoutes } from './access/register-routes.ts';
import { clientErrorRoutes } from './client-error.ts';
import { loginRoutes } from './login.ts';

/** Mounted at `/api` by the API router. */
export function accessRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(
    loginRoutes(ctx),
    passwordRoutes(ctx),
    recoveryRoutes(ctx),
    registerRoutes(ctx),
    agreementRoutes(ctx),
    clientErrorRoutes(ctx),
  );
  return router;
}
