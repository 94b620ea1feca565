/** Loan applications and Apply For Loan. */
import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../app-context.ts';
import { sessionOf } from '../../http/require-session.ts';
import {
  applyForLoanPage,
  getApplication,
  getApplicationList,
  getApplyForLoanAvailability,
} from '../../use-cases/accounts/applications.ts';
import { userOfQueryToken } from '../../use-cases/accounts/query-token.ts';
import { badQueryToken, queryInt, queryText } from './route-helpers.ts';

/** Mounted at `/api`. */
export function applicationRoutes(ctx: AppContext, guard: RequestHandler): Router {
  const router = Router();
  router.get('/Application/GetList', guard, async (req, res) => {
    res.json(await getApplicationList(ctx, sessionOf(res).userName, queryInt(req, 'numDaysToRetrieve')));
  });
  router.get('/Application', guard, async (req, res) => {
    res.json(
      await getApplication(
        ctx,
        sessionOf(res).userName,
        queryInt(req, 'numDaysToRetrieve'),
        queryText(req, 'applicationNumber'),
      ),
    );
  });
  router.get('/ApplyForLoan/Availability', guard, async (_req, res) => {
    res.json(await getApplyForLoanAvailability(ctx, sessionOf(res).userName));
  });
  router.get('/ApplyForLoan', async (req, res) => {
    const userName = await userOfQueryToken(ctx, queryText(req, 'token'));
    if (!userName) throw badQueryToken();
    const page = await applyForLoanPage(ctx, userName);
    if ('redirect' in page) res.redirect(302, page.redirect);
    else res.type('html').send(page.html);
  });
  return router;
}
