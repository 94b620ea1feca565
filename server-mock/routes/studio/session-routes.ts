/**
 * `/studio/api/session`: sign in (sets the `studio_session` cookie: HttpOnly, SameSite=Strict,
 * Path=/studio, Secure over https), who is signed in (with the CSRF token), sign out.
 */
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { bodyOf, requiredString } from '../../http/read-body.ts';
import { touchStaffSession } from '../../store/studio/staff-sessions-repo.ts';
import { signInStaff, signOutStaff, studioSession } from '../../use-cases/studio/staff-session.ts';
import { answerSignInStep, studioCookieOptions as cookieOptions } from './second-factor-routes.ts';
import {
  checkChangeAllowed,
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
    const origin = req.get('origin');
    if (origin !== undefined && origin !== `${req.protocol}://${req.get('host') ?? ''}`) {
      throw studioError(403, 'This sign-in came from another site and was refused.');
    }
    const body = bodyOf(req);
    answerSignInStep(req, res, await signInStaff(ctx, { userName: requiredString(body, 'userName'), password: requiredString(body, 'password') }));
  });
  router.get('/session', guard.signedIn, (_req, res) => {
    const staff = staffOf(res);
    res.json(studioSession(staff, staff.sessionId));
  });
  router.delete('/session', async (req, res) => {
    const sessionId = sessionIdOf(req);
    const live =
      sessionId !== undefined &&
      (await touchStaffSession(ctx.db, sessionId, ctx.clock(), { idleMinutes: STAFF_IDLE_MINUTES, absoluteMinutes: STAFF_ABSOLUTE_MINUTES }));
    if (sessionId !== undefined && live) {
      checkChangeAllowed(req, sessionId);
      await signOutStaff(ctx, sessionId);
    }
    res.clearCookie(STUDIO_COOKIE, cookieOptions(req)).status(204).end();
  });
  return router;
}
