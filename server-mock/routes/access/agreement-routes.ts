/**
 * Routes of agreement consents (spec §7 `AgreementLogging` plus the designed needed-agreements and
 * records calls). A logged-in caller is named by its session; a logged-out one (registration) by UserName.
 */
import { Router, type Request } from 'express';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { contractBody } from '../../http/read-body.ts';
import { touchSession } from '../../store/sessions-repo.ts';
import { logAgreementRecords, logAgreements, neededAgreements } from '../../use-cases/access/agreements.ts';
import { ipOf } from './access-body.ts';

/** Mounted at `/api`. */
export function agreementRoutes(ctx: AppContext): Router {
  const router = Router();
  // The session's user wins over a name in the request, so a logged-in user cannot consent for another.
  const callerOf = async (req: Request, named: string): Promise<string> => {
    const token = req.get('UserToken');
    const session = token ? await touchSession(ctx.db, token, ctx.clock(), ctx.sessionIdleMinutes) : undefined;
    if (token && !session) throw new AppError(401, 'Unauthorized');
    return session?.userName ?? named;
  };
  router.get('/AgreementLogging/GetNeededAgreements', async (req, res) => {
    const code = Number(req.query.whenToAgree);
    if (!Number.isInteger(code) || code < 0 || code > 5) throw AppError.badRequest('whenToAgree must be 0..5');
    const named = typeof req.query.userName === 'string' ? req.query.userName : '';
    const user = await callerOf(req, named);
    res.json(await neededAgreements(ctx, code, user || undefined));
  });
  router.post('/AgreementLogging', async (req, res) => {
    const body = contractBody<'/api/AgreementLogging'>(req);
    await logAgreements(ctx, {
      userName: await callerOf(req, body.UserName),
      agreementIds: body.Agreements,
      turnEStatementsOn: body.TurnEStatementsOn ?? false,
      unRestrictEmail: body.UnRestrictEmail ?? false,
      ip: ipOf(req),
    });
    res.json({ HasNoErrors: true, Errors: [] });
  });
  router.post('/AgreementLogging/LogAgreementRecords', async (req, res) => {
    const body = contractBody<'/api/AgreementLogging/LogAgreementRecords'>(req);
    res.json(
      await logAgreementRecords(ctx, {
        userName: await callerOf(req, body.UserName ?? ''),
        records: body.Records,
        ip: ipOf(req),
      }),
    );
  });
  return router;
}
