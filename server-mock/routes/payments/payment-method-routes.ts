/** Saved payment methods and the routing-number lookup (payments spec section 7). */
import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../app-context.ts';
import { contractBody } from '../../http/read-body.ts';
import { sessionOf } from '../../http/require-session.ts';
import {
  addAchPaymentMethod,
  addCardPaymentMethod,
  validateAchPaymentMethod,
} from '../../use-cases/payments/add-payment-methods.ts';
import {
  deleteSavedMethod,
  getPaymentMethods,
  removeDefaultPaymentMethod,
  setDefaultPaymentMethod,
} from '../../use-cases/payments/payment-methods.ts';
import { lookUpRoutingNumber } from '../../use-cases/payments/routing-lookup.ts';
import { queryOf } from './payment-info-routes.ts';

/** Mounted at `/api`; every call needs a session (`guard`). */
export function paymentMethodRoutes(ctx: AppContext, guard: RequestHandler): Router {
  const router = Router();
  const user = (res: Parameters<RequestHandler>[1]) => sessionOf(res).userName;
  router.post('/PaymentMethod/GetPaymentMethods', guard, async (req, res) => {
    res.json(
      await getPaymentMethods(ctx, user(res), contractBody<'/api/PaymentMethod/GetPaymentMethods'>(req).AccountNumber),
    );
  });
  router.post('/PaymentMethod/SetDefaultPaymentMethod', guard, async (req, res) => {
    res.json(
      await setDefaultPaymentMethod(ctx, user(res), contractBody<'/api/PaymentMethod/SetDefaultPaymentMethod'>(req)),
    );
  });
  router.delete('/PaymentMethod/RemoveDefaultPaymentMethod', guard, async (req, res) => {
    res.json(await removeDefaultPaymentMethod(ctx, user(res), queryOf(req.query.accountNumber)));
  });
  router.get('/ACHRoutingData', guard, (req, res) => {
    res.json(lookUpRoutingNumber(queryOf(req.query.routingNumber)));
  });
  router.post('/PaymentMethod/AddCardPaymentMethod', guard, async (req, res) => {
    res.json(await addCardPaymentMethod(ctx, user(res), contractBody<'/api/PaymentMethod/AddCardPaymentMethod'>(req)));
  });
  router.post('/PaymentMethod/AddAchPaymentMethod', guard, async (req, res) => {
    res.json(await addAchPaymentMethod(ctx, user(res), contractBody<'/api/PaymentMethod/AddAchPaymentMethod'>(req)));
  });
  router.post('/PaymentMethod/ValidateAchPaymentMethod', guard, async (req, res) => {
    const answer = await validateAchPaymentMethod(
      ctx,
      user(res),
      contractBody<'/api/PaymentMethod/ValidateAchPaymentMethod'>(req),
    );
    res.status(answer.HasNoErrors ? 200 : 400).json(answer);
  });
  router.post('/PaymentMethod/DeleteAchPayment', guard, async (req, res) => {
    res.json(
      await deleteSavedMethod(
        ctx,
        user(res),
        contractBody<'/api/PaymentMethod/DeleteAchPayment'>(req).ProfileId,
        false,
      ),
    );
  });
  router.post('/PaymentMethod/DeleteCardPayment', guard, async (req, res) => {
    res.json(
      await deleteSavedMethod(
        ctx,
        user(res),
        contractBody<'/api/PaymentMethod/DeleteCardPayment'>(req).ProfileId,
        true,
      ),
    );
  });
  return router;
}
