/** Calls that work logged out too (spec §1): branches, messages and the messages' captcha. A live session, when sent, names the sender. */
import { Router } from 'express';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Schemas } from '../../use-cases/accounts/accounts-context.ts';
import { getBranch, getBranches } from '../../use-cases/accounts/branches.ts';
import { issueChallenge } from '../../use-cases/accounts/captcha.ts';
import { sendContactUs, sendFeedback } from '../../use-cases/accounts/messages.ts';
import { bodyAs, optionalUser, queryText } from './route-helpers.ts';

/** Mounted at `/api`. */
export function publicRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/BranchInfo/Get', async (_req, res) => {
    res.json(await getBranches(ctx));
  });
  router.get('/BranchInfo/GetByBranchNumber', async (req, res) => {
    const branch = await getBranch(ctx, queryText(req, 'branchNumber'));
    if (!branch) throw AppError.notFound('The branch');
    res.json(branch);
  });
  router.get('/Captcha/Challenge', async (_req, res) => {
    // A challenge is single-use material: never cached by the browser or a proxy.
    res.set('Cache-Control', 'no-store').json(await issueChallenge(ctx));
  });
  router.post('/Messages/Feedback', async (req, res) => {
    res.json(await sendFeedback(ctx, await optionalUser(ctx, req), bodyAs<Schemas['FeedbackPayload']>(req)));
  });
  router.post('/Messages/ContactUs', async (req, res) => {
    res.json(await sendContactUs(ctx, await optionalUser(ctx, req), bodyAs<Schemas['ContactUsPayload']>(req)));
  });
  return router;
}
