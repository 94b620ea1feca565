/**
 * `/studio/api/me/...`: what any signed-in staff member does to their own account: change the
 * password, and set up the TOTP second factor (optional for viewers and editors; a publisher who
 * must have it sets it up while signing in).
 */
import { Router } from 'express';
import type { EnrolmentConfirmed } from '../../../schemas/src/studio/studio-api.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { contractBody, requiredString } from '../../http/read-body.ts';
import { changeOwnPassword } from '../../use-cases/studio/change-own-password.ts';
import { confirmEnrolment, startEnrolment } from '../../use-cases/studio/staff-second-factor.ts';
import { audit } from './audit-trail.ts';
import { staffOf, type StudioGuard } from './studio-auth.ts';

/** Mounted at `/studio/api`. */
export function ownAccountRoutes(ctx: AppContext, guard: StudioGuard): Router {
  const router = Router();
  router.put('/me/password', guard.signedIn, async (req, res) => {
    const staff = staffOf(res);
    const body = contractBody<'/studio/api/me/password'>(req);
    await changeOwnPassword(ctx, staff.userName, staff.sessionId, {
      currentPassword: requiredString(body, 'currentPassword'),
      newPassword: requiredString(body, 'newPassword'),
      newPasswordAgain: requiredString(body, 'newPasswordAgain'),
    });
    await audit(ctx, req, res, 'password-change', { key: staff.userName });
    res.status(204).end();
  });
  router.post('/me/second-factor', guard.signedIn, async (_req, res) => {
    res.json(await startEnrolment(ctx, staffOf(res).userName));
  });
  router.post('/me/second-factor/confirm', guard.signedIn, async (req, res) => {
    const code = requiredString(contractBody<'/studio/api/me/second-factor/confirm'>(req), 'code');
    const recoveryCodes = code.length <= 20 ? await confirmEnrolment(ctx, staffOf(res).userName, code) : undefined;
    if (!recoveryCodes)
      throw studioError(422, 'The code is not right. Enter the code your authenticator app shows now.');
    await audit(ctx, req, res, 'second-factor-change', { key: staffOf(res).userName, newValue: 'enrolled' });
    res.json({ recoveryCodes } satisfies EnrolmentConfirmed);
  });
  return router;
}
