/**
 * Pages opened in a new window, so they carry a token in the query instead of a session: the ACH
 * draft agreement preview and the sandbox's wallet checkout page.
 */
import { Router } from 'express';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { renderAchDraftPreview } from '../../use-cases/payments/ach-draft-agreement.ts';
import {
  settleWalletCheckout,
  walletCheckoutPage,
  type CheckoutAction,
} from '../../use-cases/payments/wallet-checkout.ts';
import { queryOf } from './payment-info-routes.ts';

/** Mounted at `/api`. */
export function paymentPageRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/AchDraftAgreement/RenderACHDraftAgreementPreview', async (req, res) => {
    const html = await renderAchDraftPreview(ctx, queryOf(req.query.token));
    if (html === undefined) throw new AppError(401, 'Unauthorized', 'Unknown preview token');
    res.type('html').send(html);
  });
  router.get('/PaymentImmediate/WalletCheckout', async (req, res) => {
    const html = await walletCheckoutPage(ctx, queryOf(req.query.checkout));
    if (html === undefined) throw AppError.notFound('The checkout');
    res.type('html').send(html);
  });
  // The page's Complete and Cancel forms post here; the answer is the page with the stored result. Settling
  // happens once, so a reload that posts again changes nothing.
  router.post('/PaymentImmediate/WalletCheckout', async (req, res) => {
    const checkout = queryOf(req.query.checkout);
    if (!(await settleWalletCheckout(ctx, checkout, queryOf(req.query.action) as CheckoutAction)))
      throw AppError.notFound('The checkout');
    res.type('html').send((await walletCheckoutPage(ctx, checkout))!);
  });
  return router;
}
