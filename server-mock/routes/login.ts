/**
 * Routes of login and its follow-up steps (spec §7). Express matches paths ignoring case, as the
 * spec mixes both. Routes only read the body, call a use case and answer.
 */
import { AppError } from '../errors/app-error.ts';
import { Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { contractBody, userTokenOf } from '../http/read-body.ts';
import { resendLoginCode, validateLoginCode } from '../use-cases/access/login-mfa.ts';
import { setPasswordQuestion, verifyNewUser } from '../use-cases/access/login-steps.ts';
import { ssoLogin, tokenLogin } from '../use-cases/access/token-login.ts';
import { logout } from '../use-cases/login/logout.ts';
import { userLogin } from '../use-cases/login/user-login.ts';
import { withinLimits } from '../use-cases/limits/sign-in-limits.ts';
import { getInstitutionOptions } from '../use-cases/setup/get-application-options.ts';
import { ipOf } from './access/access-body.ts';

const ack = { HasNoErrors: true, Errors: [] };

/** Refusals that count as a wrong guess against the sign-in limits (decision 290). */
const WRONG_PASSWORD = new Set(['Invalid', 'LockedOnBadPassword']);
const WRONG_CODE = new Set(['Invalid', 'MaxAttemptsReached', 'CodeExpired']);

/** Mounted at `/api`. */
export function loginRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/Login/GetInstitutionOptions', async (_req, res) => {
    res.json(await getInstitutionOptions(ctx));
  });
  router.post('/login/userlogin', async (req, res) => {
    const body = contractBody<'/api/login/userlogin'>(req);
    const { username, password, deviceId } = body;
    const request = {
      username,
      password,
      ...(deviceId ? { deviceId } : {}),
      trustedDeviceTokens: body.trustedDeviceTokens ?? {},
      ip: ipOf(req),
    };
    res.json(
      await withinLimits(ctx.limits.login, { address: request.ip, account: username }, WRONG_PASSWORD, () =>
        userLogin(ctx, request),
      ),
    );
  });
  router.post('/login/tokenlogin', async (req, res) => {
    const body = contractBody<'/api/login/tokenlogin'>(req);
    res.json(await tokenLogin(ctx, { token: body.Token, deviceId: body.DeviceID, ip: ipOf(req) }));
  });
  router.post('/Login/SsoLogin', async (req, res) => {
    res.json(await ssoLogin(ctx, { token: contractBody<'/api/Login/SsoLogin'>(req).Token, ip: ipOf(req) }));
  });
  router.post('/Login/ValidateCode', async (req, res) => {
    const body = contractBody<'/api/Login/ValidateCode'>(req);
    const request = {
      userId: body.UserId,
      code: body.Code,
      createTrustedDevice: body.CreateTrustedDevice,
      ip: ipOf(req),
    };
    res.json(
      await withinLimits(ctx.limits.codeCheck, { address: request.ip, account: request.userId }, WRONG_CODE, () =>
        validateLoginCode(ctx, request),
      ),
    );
  });
  router.post('/Login/ResendCode', async (req, res) => {
    await resendLoginCode(ctx, contractBody<'/api/Login/ResendCode'>(req).UserId);
    res.json(ack);
  });
  router.post('/Login/VerifyNewUser', async (req, res) => {
    const body = contractBody<'/api/Login/VerifyNewUser'>(req);
    await verifyNewUser(ctx, {
      userName: body.Credentials.UserName,
      password: body.Credentials.Password,
      ssn: body.SocialSecurityNumber,
    });
    res.json(ack);
  });
  router.post('/register/SetPasswordQuestion', async (req, res) => {
    const body = contractBody<'/api/register/SetPasswordQuestion'>(req);
    const userToken = userTokenOf(req, body);
    if (!userToken) throw AppError.unauthorized();
    await setPasswordQuestion(ctx, {
      userToken,
      question: body.PasswordQuestion,
      answer: body.PasswordAnswer,
    });
    res.json(ack);
  });
  router.post('/Login/Logout', async (req, res) => {
    await logout(ctx, userTokenOf(req, contractBody<'/api/Login/Logout'>(req)));
    res.json(ack);
  });
  return router;
}
