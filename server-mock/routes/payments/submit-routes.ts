/**
 * Payment submits and deletions (payments spec section 7). Submits honour `Idempotency-Key`: the key's
 * first answer is replayed, another body under the same key answers 422.
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { AppContext } from '../../app-context.ts';
import { contractBody } from '../../http/read-body.ts';
import { sessionOf } from '../../http/require-session.ts';
import { deletePayment, type DeleteKind } from '../../use-cases/payments/delete-payment.ts';
import { idempotent } from '../../use-cases/payments/idempotent-submit.ts';
import { submitPayment, type SubmitKind } from '../../use-cases/payments/submit-payment.ts';
import { submitWalletPayment } from '../../use-cases/payments/wallet-payment.ts';

const SUBMITS = [
  ['/PaymentImmediate/SubmitCard', { kind: 'immediate', isCard: true }],
  ['/PaymentImmediate/SubmitAch', { kind: 'immediate', isCard: false }],
  ['/PaymentScheduled/SubmitCard', { kind: 'scheduled', isCard: true }],
  ['/PaymentScheduled/SubmitAch', { kind: 'scheduled', isCard: false }],
  ['/PaymentRecurring/SubmitCard', { kind: 'recurring', isCard: true }],
  ['/PaymentRecurring/SubmitAch', { kind: 'recurring', isCard: false }],
] as const satisfies readonly (readonly [string, SubmitKind])[];

const DELETES = [
  ['/PaymentScheduled/DeleteAch', { kind: 'scheduled', isCard: false }],
  ['/PaymentScheduled/DeleteCard', { kind: 'scheduled', isCard: true }],
  ['/PaymentRecurring/DeleteAch', { kind: 'recurring', isCard: false }],
  ['/PaymentRecurring/DeleteCard', { kind: 'recurring', isCard: true }],
] as const satisfies readonly (readonly [string, DeleteKind])[];

/** The contract paths of the submits and deletions (their bodies are typed by these). */
type SubmitPath = `/api${(typeof SUBMITS)[number][0]}`;
type DeletePath = `/api${(typeof DELETES)[number][0]}`;

/** The keyed-call description of a request (the path is the canonical one, whatever its case). */
const keyedCall = (req: Request, res: Response, path: string, body: object) => ({
  userName: sessionOf(res).userName,
  key: req.get('Idempotency-Key'),
  path: `/api${path}`,
  body,
});

/** Mounted at `/api`; every call needs a session (`guard`). */
export function submitRoutes(ctx: AppContext, guard: RequestHandler): Router {
  const router = Router();
  for (const [path, which] of SUBMITS) {
    router.post(path, guard, async (req, res) => {
      const body = contractBody<SubmitPath>(req);
      const call = keyedCall(req, res, path, body);
      res.json(await idempotent(ctx, call, () => submitPayment(ctx, call.userName, which, body)));
    });
  }
  router.post('/PaymentImmediate/SubmitWalletPayment', guard, async (req, res) => {
    const body = contractBody<'/api/PaymentImmediate/SubmitWalletPayment'>(req);
    const call = keyedCall(req, res, '/PaymentImmediate/SubmitWalletPayment', body);
    const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    const answer = await idempotent(ctx, call, () => submitWalletPayment(ctx, call.userName, body, origin));
    if ('code' in answer) res.status(403).json({ HasNoErrors: false, Errors: [{ ErrorMessage: answer.code }] });
    else res.json(answer);
  });
  for (const [path, which] of DELETES) {
    router.post(path, guard, async (req, res) => {
      res.json(await deletePayment(ctx, sessionOf(res).userName, which, contractBody<DeletePath>(req)));
    });
  }
  return router;
}
