/**
 * E-statements, account history and the payoff breakdown: lists behind the session guard, files
 * opened in a new window with a token in the query (a statement URL token, a session or passable
 * token, or a single-use download token).
 */
import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { contractBody } from '../../http/read-body.ts';
import { sessionOf } from '../../http/require-session.ts';
import { downloadHistory, getAccountHistory, retrieveHistoryToken } from '../../use-cases/accounts/history.ts';
import { downloadPayoffBreakdown, retrievePayoffToken } from '../../use-cases/accounts/payoff-breakdown.ts';
import { userOfQueryToken } from '../../use-cases/accounts/query-token.ts';
import { isServedLanguage } from '../../use-cases/setup/get-application-options.ts';
import {
  getStatementList,
  getStatementUrl,
  renderStatement,
  statementViewer,
} from '../../use-cases/accounts/statements.ts';
import { badQueryToken, queryInt, queryText, sendFile } from './route-helpers.ts';

/** Mounted at `/api`. */
export function statementRoutes(ctx: AppContext, guard: RequestHandler): Router {
  const router = Router();
  const viewer = (token: string) => statementViewer(ctx, token, (t) => userOfQueryToken(ctx, t));
  const sendStatement = async (userName: string | undefined, id: string, res: Parameters<RequestHandler>[1]) => {
    if (!userName) throw badQueryToken();
    const pdf = await renderStatement(ctx, userName, id);
    if (!pdf) throw AppError.notFound('The statement');
    sendFile(res, { contentType: 'application/pdf', fileName: `statement-${id}.pdf`, body: pdf });
  };

  router.get('/accountEStatements/GetStatementList', guard, async (req, res) => {
    res.json(
      await getStatementList(ctx, sessionOf(res).userName, queryText(req, 'AccountNumber'), queryInt(req, 'Year')),
    );
  });
  router.get('/AccountEstatements/GetAmsiveStatementUrl', guard, async (req, res) => {
    const q = {
      Id: queryText(req, 'Id'),
      Number: queryText(req, 'Number'),
      Date: queryText(req, 'Date'),
      Type: queryText(req, 'Type'),
    };
    res.json(await getStatementUrl(ctx, sessionOf(res).userName, q));
  });
  router.get('/AccountEstatements/ViewStatement', async (req, res) => {
    await sendStatement(await viewer(queryText(req, 'token')), queryText(req, 'Id'), res);
  });
  router.get('/AccountEStatements/GetBroadridgeDocument', async (req, res) => {
    await sendStatement(await viewer(queryText(req, 'token')), queryText(req, 'documentId'), res);
  });

  router.get('/AccountHistory', guard, async (req, res) => {
    res.json(
      await getAccountHistory(ctx, sessionOf(res).userName, queryText(req, 'accountNumber'), queryInt(req, 'days')),
    );
  });
  router.post('/AccountHistory/RetrieveDownloadToken', guard, async (req, res) => {
    const body = contractBody<'/api/AccountHistory/RetrieveDownloadToken'>(req);
    // The file is written in a catalogue language only (decision 363).
    if (body.Language && body.Language !== 'en' && !isServedLanguage(body.Language))
      throw AppError.badRequest(`Language '${body.Language}' is not a catalogue language`);
    const token = await retrieveHistoryToken(ctx, sessionOf(res).userName, body);
    if (!token) throw AppError.notFound('The account');
    res.type('text/plain').send(token);
  });
  router.get('/AccountHistory/DownloadAccountHistory', async (req, res) => {
    const file = await downloadHistory(ctx, queryText(req, 'token'));
    if (!file) throw badQueryToken();
    sendFile(res, file);
  });

  router.post('/PaymentInformation/RetrieveDownloadToken', guard, async (req, res) => {
    const result = await retrievePayoffToken(
      ctx,
      sessionOf(res).userName,
      contractBody<'/api/PaymentInformation/RetrieveDownloadToken'>(req),
    );
    if ('refused' in result) {
      if (result.refused === 'NotFound') throw AppError.notFound('The loan');
      throw new AppError(
        400,
        result.refused,
        result.refused === 'InvalidDate'
          ? 'Error Choosing Date. Please Choose a future date'
          : 'Account loan is locked for pay off.',
      );
    }
    res.json(result.token);
  });
  router.get('/PaymentInformation/DownloadPayoffQuoteBreakdown', async (req, res) => {
    const file = await downloadPayoffBreakdown(ctx, queryText(req, 'downloadToken'));
    if (!file) throw badQueryToken();
    sendFile(res, file);
  });
  return router;
}
