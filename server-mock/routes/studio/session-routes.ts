/**
 * `/studio/api/session`: sign in (sets the `studio_session` cookie: HttpOnly, SameSite=Strict,
 * Path=/studio, Secure over https), who is signed in (with the CSRF token), sign out.
 */
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { contractBody, requiredString } from '../../http/read-body.ts';
import { ipOf } from '../access/access-body.ts';
import { touchStaffSession } from '../../store/studio/staff-sessions-repo.ts';
import { signInStaff, signOutStaff, studioSession } from '../../use-cases/studio/staff-session.ts';
import { audit, auditedSignIn } from './audit-trail.ts';
import { answerSignInStep, studioCookieOptions as cookieOptions } from './second-factor-routes.ts';
import {
  checkChangeAllowed,
  fromOtherOrigin,
  sessionIdOf,
  STAFF_ABSOLUTE_MINUTES,
  STAFF_IDLE_MINUTES,
  staffOf,
  STUDIO_COOKIE,
  type StudioGuard,
} from './studio-auth.ts';

/** Mounted at `/studio/api`. */
export function sessionRoutes(ctx: AppContext, guard: StudioGuard): Router {
  const router = Router();
  router.post('/session', async (req: Request, res: Response) => {
    // No session yet, so no CSRF token: the Origin check alone guards against signing a victim in.
    if (fromOtherOrigin(req)) {
      throw studioError(403, 'This sign-in came from another site and was refused.');
    }
    const body = contractBody<'/studio/api/session'>(req);
    const credentials = { userName: requiredString(body, 'userName'), password: requiredString(body, 'password') };
    answerSignInStep(
      req,
      res,
      await auditedSignIn(ctx, req, res, credentials.userName, (onPaused) =>
        signInStaff(ctx, credentials, ipOf(req), onPaused),
      ),
    );
  });
  router.get('/session', guard.signedIn, (_req, res) => {
    const staff = staffOf(res);
    res.json(studioSession(staff, staff.sessionId));
  });
  router.delete('/session', async (req, res) => {
    const sessionId = sessionIdOf(req);
    const live =
      sessionId !== undefined &&
      (await touchStaffSession(ctx.db, sessionId, ctx.clock(), {
        idleMinutes: STAFF_IDLE_MINUTES,
        absoluteMinutes: STAFF_ABSOLUTE_MINUTES,
      }));
    if (sessionId !== undefined && live) {
      checkChangeAllowed(req, sessionId);
      await signOutStaff(ctx, sessionId);
      await audit(ctx, req, res, 'sign-out', {}, live.userName);
    }
    res.clearCookie(STUDIO_COOKIE, cookieOptions(req)).status(204).end();
  });
  return router;
}
