/**
 * Profile (read and the combined and split saves), login history, text subscriptions and the contact-change request.
 */
import { AppError } from '../../errors/app-error.ts';
import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../app-context.ts';
import { contractBody } from '../../http/read-body.ts';
import { sessionOf } from '../../http/require-session.ts';
import { getLoginHistory } from '../../use-cases/accounts/login-history.ts';
import { requestContactChange } from '../../use-cases/accounts/messages.ts';
import { getProfile } from '../../use-cases/accounts/profile.ts';
import { updateProfile } from '../../use-cases/accounts/profile-update.ts';
import { getSubscriptionInfo, modifySubscriptions } from '../../use-cases/accounts/text-subscriptions.ts';

/** The combined profile save and the designed split saves (below `/api`). */
const UPDATE_PROFILE_PATHS = [
  '/UpdateProfile',
  '/UpdateProfile/UserInfo',
  '/UpdateProfile/PersonalInfo',
  '/UpdateProfile/Notifications',
] as const;
type UpdateProfilePath = `/api${(typeof UPDATE_PROFILE_PATHS)[number]}`;

/** Mounted at `/api`. */
export function profileRoutes(ctx: AppContext, guard: RequestHandler): Router {
  const router = Router();
  router.get('/Profile', guard, async (_req, res) => {
    const profile = await getProfile(ctx, sessionOf(res).userName);
    if (!profile) throw AppError.unauthorized();
    res.json(profile);
  });
  router.get('/Profile/LoginHistory', guard, async (_req, res) => {
    res.json(await getLoginHistory(ctx, sessionOf(res).userName));
  });
  // The combined save and the designed split calls share one flow: each saves the sections it carries.
  for (const path of UPDATE_PROFILE_PATHS) {
    router.post(path, guard, async (req, res) => {
      res.json(await updateProfile(ctx, sessionOf(res).userName, contractBody<UpdateProfilePath>(req)));
    });
  }
  router.post('/SolutionsByText/GetSubscriptionInfo', guard, async (req, res) => {
    res.json(
      await getSubscriptionInfo(
        ctx,
        sessionOf(res).userName,
        contractBody<'/api/SolutionsByText/GetSubscriptionInfo'>(req).PhoneNumber,
      ),
    );
  });
  router.post('/SolutionsByText/ModifySubscriptions', guard, async (req, res) => {
    res.json(
      await modifySubscriptions(
        ctx,
        sessionOf(res).userName,
        contractBody<'/api/SolutionsByText/ModifySubscriptions'>(req),
      ),
    );
  });
  router.put('/ManualChangeContactInfo', guard, async (req, res) => {
    res.json(
      await requestContactChange(ctx, sessionOf(res).userName, contractBody<'/api/ManualChangeContactInfo'>(req)),
    );
  });
  return router;
}
