/**
 * Profile (read and the combined and split saves), login history, text subscriptions and the contact-change request.
 */
import { AppError } from '../../errors/app-error.ts';
import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../app-context.ts';
import { sessionOf } from '../../http/require-session.ts';
import type { Schemas } from '../../use-cases/accounts/accounts-context.ts';
import { getLoginHistory } from '../../use-cases/accounts/login-history.ts';
import { requestContactChange } from '../../use-cases/accounts/messages.ts';
import { getProfile } from '../../use-cases/accounts/profile.ts';
import { updateProfile } from '../../use-cases/accounts/profile-update.ts';
import { getSubscriptionInfo, modifySubscriptions } from '../../use-cases/accounts/text-subscriptions.ts';
import { bodyAs } from './route-helpers.ts';

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
  for (const path of [
    '/UpdateProfile',
    '/UpdateProfile/UserInfo',
    '/UpdateProfile/PersonalInfo',
    '/UpdateProfile/Notifications',
  ]) {
    router.post(path, guard, async (req, res) => {
      res.json(await updateProfile(ctx, sessionOf(res).userName, bodyAs<Schemas['UpdateProfileRequest']>(req)));
    });
  }
  router.post('/SolutionsByText/GetSubscriptionInfo', guard, async (req, res) => {
    res.json(
      await getSubscriptionInfo(ctx, sessionOf(res).userName, bodyAs<Schemas['PhoneNumberBody']>(req).PhoneNumber),
    );
  });
  router.post('/SolutionsByText/ModifySubscriptions', guard, async (req, res) => {
    res.json(
      await modifySubscriptions(ctx, sessionOf(res).userName, bodyAs<Schemas['ModifySubscriptionsRequest']>(req)),
    );
  });
  router.put('/ManualChangeContactInfo', guard, async (req, res) => {
    res.json(await requestContactChange(ctx, sessionOf(res).userName, bodyAs<Schemas['ContactChangeRequest']>(req)));
  });
  return router;
}
