/** Routes of the login area (spec §7). Express matches paths ignoring case, as the spec mixes both. */
import { Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { bodyOf, requiredString, userTokenOf } from '../http/read-body.ts';
import { logout } from '../use-cases/login/logout.ts';
import { userLogin } from '../use-cases/login/user-login.ts';
import { getInstitutionOptions } from '../use-cases/setup/get-application-options.ts';

/** Mounted at `/api`. */
export function loginRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/Login/GetInstitutionOptions', async (_req, res) => {
    res.json(await getInstitutionOptions(ctx));
  });
  router.post('/login/userlogin', async (req, res) => {
    const body = bodyOf(req);
    const answer = await userLogin(ctx, {
      username: requiredString(body, 'username'),
      password: requiredString(body, 'password'),
      ip: req.ip ?? '',
    });
    res.json(answer);
  });
  router.post('/Login/Logout', async (req, res) => {
    await logout(ctx, userTokenOf(req, bodyOf(req)));
    res.json({ HasNoErrors: true, Errors: [] });
  });
  return router;
}
