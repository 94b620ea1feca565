/**
 * The second step of a staff sign-in (decision 282): after the right password the answer is the
 * session, or `{ secondFactor }` with the `studio_sign_in` cookie (HttpOnly, SameSite=Strict, only
 * sent to `/studio/api/session`) naming the pending sign-in; the code, or the enrolment of a
 * publisher who must have TOTP, completes it.
 */
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { toAppError } from '../../http/error-middleware.ts';
import { contractBody, requiredString } from '../../http/read-body.ts';
import {
  confirmSignInEnrolment,
  pendingUserName,
  signInWithCode,
  startSignInEnrolment,
  type OpenedSession,
  type SignInStep,
} from '../../use-cases/studio/staff-second-factor.ts';
import { audit } from './audit-trail.ts';
import { cookieValueOf, fromThisOrigin, STUDIO_COOKIE } from './studio-auth.ts';

/** The cookie of a sign-in waiting for its second factor. */
export const PENDING_COOKIE = 'studio_sign_in';

/** Options of the session cookie (Path=/studio; Secure over https). */
export const studioCookieOptions = (req: Request) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: '/studio',
  secure: req.secure,
});

const pendingCookieOptions = (req: Request) => ({ ...studioCookieOptions(req), path: '/studio/api/session' });

/** Answers a sign-in step: the session with its cookie, or the second factor with the pending cookie. */
export function answerSignInStep(req: Request, res: Response, step: SignInStep): void {
  if (step.kind === 'session') {
    res.cookie(STUDIO_COOKIE, step.sessionId, studioCookieOptions(req)).json(step.session);
    return;
  }
  res.cookie(PENDING_COOKIE, step.pendingId, pendingCookieOptions(req)).json(step.step);
}

/** A code as typed: TOTP digits or a recovery code, never longer than either. */
function codeOf(req: Request): string {
  const code = requiredString(contractBody<'/studio/api/session/code'>(req), 'code');
  if (code.length > 20) throw studioError(400, 'A code has at most 20 characters.');
  return code;
}

/** The pending sign-in of a call from this origin. */
function pendingIdOf(req: Request): string | undefined {
  if (!fromThisOrigin(req)) throw studioError(403, 'This sign-in came from another site and was refused.');
  return cookieValueOf(req, PENDING_COOKIE);
}

function completed(req: Request, res: Response, opened: OpenedSession): Response {
  return res
    .clearCookie(PENDING_COOKIE, pendingCookieOptions(req))
    .cookie(STUDIO_COOKIE, opened.sessionId, studioCookieOptions(req));
}

/** Mounted at `/studio/api`. */
export function secondFactorRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/session/code', async (req, res) => {
    const pendingId = pendingIdOf(req);
    const opened = await signInWithCode(ctx, pendingId, codeOf(req)).catch(async (error: unknown) => {
      const userName = await pendingUserName(ctx, pendingId);
      if (userName)
        await audit(
          ctx,
          req,
          res,
          'sign-in-failed',
          { detail: { secondFactor: 'code', status: toAppError(error).status } },
          userName,
        );
      throw error;
    });
    await audit(ctx, req, res, 'sign-in', { detail: { secondFactor: 'code' } }, opened.session.user.userName);
    completed(req, res, opened).json(opened.session);
  });
  router.post('/session/enrolment', async (req, res) => {
    res.json(await startSignInEnrolment(ctx, pendingIdOf(req)));
  });
  router.post('/session/enrolment/confirm', async (req, res) => {
    const { recoveryCodes, ...opened } = await confirmSignInEnrolment(ctx, pendingIdOf(req), codeOf(req));
    const userName = opened.session.user.userName;
    await audit(ctx, req, res, 'second-factor-change', { newValue: 'enrolled' }, userName);
    await audit(ctx, req, res, 'sign-in', { detail: { secondFactor: 'enrolment' } }, userName);
    completed(req, res, opened).json({ recoveryCodes, session: opened.session });
  });
  return router;
}
