/** Payment info, payoff quote and fee calls (payments spec section 7). Bodies were checked against the contract. */
import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../app-context.ts';
import { contractBody } from '../../http/read-body.ts';
import { sessionOf } from '../../http/require-session.ts';
import { getPaymentInfo } from '../../use-cases/payments/get-payment-info.ts';
import { getPayOffQuote } from '../../use-cases/payments/get-payoff-quote.ts';
import { getThirdPartyFee } from '../../use-cases/payments/get-third-party-fee.ts';
import { getWalletPayments } from '../../use-cases/payments/wallet-checkout.ts';

/** Reads a query parameter the contract requires (the validator already refused calls without it). */
export const queryOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Mounted at `/api`; every call needs a session (`guard`). */
export function paymentInfoRoutes(ctx: AppContext, guard: RequestHandler): Router {
  const router = Router();
  router.get('/PaymentInformation/GetPaymentInfo', guard, async (req, res) => {
    res.json(await getPaymentInfo(ctx, sessionOf(res).userName, queryOf(req.query.accountNumber)));
  });
  router.get('/PaymentImmediate/WalletPayments', guard, async (req, res) => {
    res.json(await getWalletPayments(ctx, sessionOf(res).userName, queryOf(req.query.accountNumber)));
  });
  router.get('/PaymentInformation/GetPayOffQuote', guard, async (req, res) => {
    res.json(
      await getPayOffQuote(
        ctx,
        sessionOf(res).userName,
        queryOf(req.query.AccountNumber),
        queryOf(req.query.PayOffDate),
      ),
    );
  });
  router.post('/PaymentInformation/GetThirdPartyFee', guard, async (req, res) => {
    res.json(
      await getThirdPartyFee(
        ctx,
        sessionOf(res).userName,
        contractBody<'/api/PaymentInformation/GetThirdPartyFee'>(req),
      ),
    );
  });
  return router;
}
