/** Routes of password reset, token checks, e-mail links, credential rules and passable tokens (spec §7). */
import { Router } from 'express';
import type { AppContext } from '../../app-context.ts';
import { contractBody, type ContractBody } from '../../http/read-body.ts';
import { requireSession, sessionOf } from '../../http/require-session.ts';
import {
  getLogonValidationRules,
  getPasswordValidationRules,
  validatePasswordForReset,
  validatePasswordForUser,
  type PasswordChecks,
} from '../../use-cases/access/credential-rules.ts';
import { optOut, validateEmail } from '../../use-cases/access/email-links.ts';
import { getPassableToken } from '../../use-cases/access/passable-token.ts';
import { checkTokenExpiration, lookupLoginFromToken, resetPassword } from '../../use-cases/access/reset-password.ts';
import { ipOf } from './access-body.ts';

function checksOf(body: ContractBody<'/api/Login/ValidatePasswordForLoggedInUser'>): PasswordChecks {
  return {
    password: body.PasswordToValidate,
    ssn: body.InvalidWhenMatchesSSN ?? false,
    email: body.InvalidWhenMatchEmail ?? false,
    exists: body.InvalidWhenPasswordExists ?? false,
  };
}

/** Mounted at `/api`. */
export function passwordRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/Login/ResetPassword', async (req, res) => {
    const body = contractBody<'/api/Login/ResetPassword'>(req);
    res.json(
      await resetPassword(ctx, {
        enc: body.Enc,
        password: body.Password,
        ip: ipOf(req),
      }),
    );
  });
  router.post('/Login/CheckTokenExpiration', async (req, res) => {
    res.json(await checkTokenExpiration(ctx, contractBody<'/api/Login/CheckTokenExpiration'>(req).Token));
  });
  router.post('/Login/LookupLoginFromToken', async (req, res) => {
    res.json(await lookupLoginFromToken(ctx, contractBody<'/api/Login/LookupLoginFromToken'>(req).UserToken));
  });
  router.post('/Login/ValidateEmail', async (req, res) => {
    res.json(await validateEmail(ctx, contractBody<'/api/Login/ValidateEmail'>(req).EncryptedUserData));
  });
  router.post('/OptOut/OptOut', async (req, res) => {
    res.json(await optOut(ctx, contractBody<'/api/OptOut/OptOut'>(req).EmailAddress));
  });
  router.post('/CredentialValidationRules/GetLogonValidationRules', async (_req, res) => {
    res.json(await getLogonValidationRules(ctx));
  });
  router.post('/CredentialValidationRules/GetPasswordValidationRules', async (_req, res) => {
    res.json(await getPasswordValidationRules(ctx));
  });
  router.post('/Login/ValidatePasswordForLoggedInUser', requireSession(ctx), async (req, res) => {
    res.json(
      await validatePasswordForUser(
        ctx,
        sessionOf(res).userName,
        checksOf(contractBody<'/api/Login/ValidatePasswordForLoggedInUser'>(req)),
      ),
    );
  });
  router.post('/Login/ValidatePasswordForResetPassword', async (req, res) => {
    const body = contractBody<'/api/Login/ValidatePasswordForResetPassword'>(req);
    res.json(await validatePasswordForReset(ctx, body.ResetToken, checksOf(body)));
  });
  router.get('/PassableToken/GetPassableToken', requireSession(ctx), async (_req, res) => {
    res.json(await getPassableToken(ctx, sessionOf(res).userName));
  });
  return router;
}
