/**
 * Calls that work logged out too (spec §1): branches, messages and the messages' captcha. A live session, when sent,
 * names the sender.
 */
import { Router, type Request } from 'express';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { contractBody } from '../../http/read-body.ts';
import { getBranch, getBranches, type BranchSearch } from '../../use-cases/accounts/branches.ts';
import { issueChallenge } from '../../use-cases/accounts/captcha.ts';
import { sendContactUs, sendFeedback } from '../../use-cases/accounts/messages.ts';
import { optionalUser, queryText } from './route-helpers.ts';

/**
 * The branch search of the query: a zip, else a latitude and longitude pair, else none (the contract checked the
 * ranges).
 */
function branchSearch(req: Request): BranchSearch | undefined {
  const zip = queryText(req, 'zip');
  if (zip) return { zip };
  const latitude = queryText(req, 'latitude');
  const longitude = queryText(req, 'longitude');
  if (!latitude && !longitude) return undefined;
  if (!latitude || !longitude) throw AppError.badRequest('latitude and longitude go together');
  return { latitude: Number(latitude), longitude: Number(longitude) };
}

/** Mounted at `/api`. */
export function publicRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/BranchInfo/Get', async (req, res) => {
    const branches = await getBranches(ctx, branchSearch(req));
    if (!branches) throw AppError.notFound('The zip code');
    res.json(branches);
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
    res.json(await sendFeedback(ctx, await optionalUser(ctx, req), contractBody<'/api/Messages/Feedback'>(req)));
  });
  router.post('/Messages/ContactUs', async (req, res) => {
    res.json(await sendContactUs(ctx, await optionalUser(ctx, req), contractBody<'/api/Messages/ContactUs'>(req)));
  });
  return router;
}
