/** Account list, loan details and the changes to one account (address, hide, alerts, statement format, insurance). */
import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../app-context.ts';
import { contractBody } from '../../http/read-body.ts';
import { sessionOf } from '../../http/require-session.ts';
import {
  hideAccount,
  saveAccountAlerts,
  setStatementFormat,
  updateAddress,
} from '../../use-cases/accounts/account-changes.ts';
import { getAccountDetails } from '../../use-cases/accounts/account-details.ts';
import { getAccountList } from '../../use-cases/accounts/account-list.ts';
import { getInsurance } from '../../use-cases/accounts/insurance.ts';
import { queryText } from './route-helpers.ts';

/** Mounted at `/api`; `guard` is the session guard, placed per route. */
export function accountRoutes(ctx: AppContext, guard: RequestHandler): Router {
  const router = Router();
  router.get('/accountList', guard, async (_req, res) => {
    res.json(await getAccountList(ctx, sessionOf(res).userName));
  });
  router.get('/AccountDetails', guard, async (req, res) => {
    res.json(await getAccountDetails(ctx, sessionOf(res).userName, queryText(req, 'accountNumber')));
  });
  router.post('/Account/UpdateAddress', guard, async (req, res) => {
    res.json(await updateAddress(ctx, sessionOf(res).userName, contractBody<'/api/Account/UpdateAddress'>(req)));
  });
  router.post('/Account/ShowHideAccount', guard, async (req, res) => {
    res.json(
      await hideAccount(ctx, sessionOf(res).userName, contractBody<'/api/Account/ShowHideAccount'>(req).AccountNumber),
    );
  });
  router.post('/AccountAlerts', guard, async (req, res) => {
    res.json(await saveAccountAlerts(ctx, sessionOf(res).userName, contractBody<'/api/AccountAlerts'>(req)));
  });
  router.post('/AccountEStatements/SetStatementFormat', guard, async (req, res) => {
    res.json(
      await setStatementFormat(
        ctx,
        sessionOf(res).userName,
        contractBody<'/api/AccountEStatements/SetStatementFormat'>(req),
      ),
    );
  });
  router.post('/Insurance/GetInsuranceInformation', guard, async (req, res) => {
    res.json(
      await getInsurance(
        ctx,
        sessionOf(res).userName,
        contractBody<'/api/Insurance/GetInsuranceInformation'>(req).accountNumber,
      ),
    );
  });
  return router;
}
