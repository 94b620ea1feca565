/**
 * Routes of the accounts area (accounts-self-service spec §7). Every call needs a session except
 * the logged-out ones the spec allows (branches, messages) and the pages opened in a new window,
 * which carry a token in the query. The guard sits on each route, not on the router, so paths of
 * other areas never meet it.
 */
import { Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { sessionPostingDuePayments } from './session-posting-due-payments.ts';
import { accountRoutes } from './accounts/account-routes.ts';
import { applicationRoutes } from './accounts/application-routes.ts';
import { documentRoutes } from './accounts/document-routes.ts';
import { profileRoutes } from './accounts/profile-routes.ts';
import { publicRoutes } from './accounts/public-routes.ts';
import { statementRoutes } from './accounts/statement-routes.ts';

/** Mounted at `/api` by the API router. */
export function accountsRoutes(ctx: AppContext): Router {
  const guard = sessionPostingDuePayments(ctx);
  const router = Router();
  router.use(
    publicRoutes(ctx),
    accountRoutes(ctx, guard),
    statementRoutes(ctx, guard),
    profileRoutes(ctx, guard),
    documentRoutes(ctx, guard),
    applicationRoutes(ctx, guard),
  );
  return router;
}
