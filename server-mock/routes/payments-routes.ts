/**
 * Routes of the payments area (payments spec section 7): payment info, methods, routing lookup, ACH
 * draft agreement, submits and deletions. Every call needs a session except the two pages opened in a
 * new window, which carry their own token. The guard sits on each route, not on the router, so paths
 * of other areas never meet it.
 */
import { Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { sessionPostingDuePayments } from './session-posting-due-payments.ts';
import { achDraftRoutes } from './payments/ach-draft-routes.ts';
import { paymentInfoRoutes } from './payments/payment-info-routes.ts';
import { paymentMethodRoutes } from './payments/payment-method-routes.ts';
import { paymentPageRoutes } from './payments/payment-pages.ts';
import { submitRoutes } from './payments/submit-routes.ts';

/** Mounted at `/api` by the API router. */
export function paymentsRoutes(ctx: AppContext): Router {
  const guard = sessionPostingDuePayments(ctx);
  const router = Router();
  router.use(
    paymentPageRoutes(ctx),
    paymentInfoRoutes(ctx, guard),
    paymentMethodRoutes(ctx, guard),
    achDraftRoutes(ctx, guard),
    submitRoutes(ctx, guard),
  );
  return router;
}
