/**
 * The session guard of the accounts and payments areas: the session check, then the user's scheduled
 * and recurring payments whose date the sandbox clock has reached are posted (decision 161), so the
 * account list, history and payment info all answer with them already posted.
 */
import type { RequestHandler } from 'express';
import type { AppContext } from '../app-context.ts';
import { requireSession, sessionOf } from '../http/require-session.ts';
import { postDuePayments } from '../use-cases/payments/post-due-payments.ts';

/** `requireSession`, then posting of the user's due payments. */
export function sessionPostingDuePayments(ctx: AppContext): RequestHandler {
  const session = requireSession(ctx);
  return async (req, res, next) => {
    let passed = false;
    await session(req, res, () => {
      passed = true;
    });
    if (!passed) return;
    await postDuePayments(ctx, sessionOf(res).userName);
    next();
  };
}
