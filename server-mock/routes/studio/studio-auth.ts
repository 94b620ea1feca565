/**
 * Staff access to `/studio/api` (decision 251): the `studio_session` cookie names a live staff
 * session; every POST, PUT and DELETE must also carry the session's CSRF token as `X-CSRF-Token`
 * and, when the browser sends an Origin, come from this origin; roles are checked here, on the
 * server, whatever the studio's UI shows. Routers of the studio take a `StudioGuard`.
 */
import { timingSafeEqual } from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import type { StaffRole, StaffUser } from '../../../schemas/src/studio/studio-api.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { csrfTokenOf, touchStaffSession } from '../../store/studio/staff-sessions-repo.ts';
import { findStaffWhoMaySignIn } from '../../use-cases/studio/staff-sign-in-rules.ts';

/** Name of the staff session cookie (Path=/studio, so borrower calls never carry it). */
export const STUDIO_COOKIE = 'studio_session';
/** Minutes without a call after which a staff session ends. */
export const STAFF_IDLE_MINUTES = 30;
/** Minutes after sign-in after which a staff session ends however busy it is. */
export const STAFF_ABSOLUTE_MINUTES = 8 * 60;

/** Middlewares for studio routers; each attaches the signed-in staff member at `res.locals.staff`. */
export interface StudioGuard {
  /** Any signed-in staff member (viewer and up); also checks CSRF and Origin on changes. */
  signedIn: RequestHandler;
  /** Editors and publishers: save drafts, upload images, import. */
  editor: RequestHandler;
  /** Publishers only: publish, roll back, configure, choose the sample. */
  publisher: RequestHandler;
  /**
   * The same checks for calls the studio makes on its own (the live feed, the presence heartbeat): they do not
   * count as activity, so a tab left open still lets its session end after the idle time.
   */
  unattended: { signedIn: RequestHandler; editor: RequestHandler };
}

/** The staff member of a guarded call, with the session id from the cookie. */
export interface StaffOf extends StaffUser {
  sessionId: string;
}

const RANK: Record<StaffRole, number> = { viewer: 0, editor: 1, publisher: 2 };
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The value of the request's cookie `name`, if any. A value that is not valid percent-encoding
 * (`studio_session=%`) is the client's mistake: 400, not a failure of the server.
 */
export function cookieValueOf(req: Request, name: string): string | undefined {
  let malformed = false;
  const cookies = parseCookies(req.get('cookie') ?? '', {
    decode: (value) => {
      try {
        return decodeURIComponent(value);
      } catch {
        malformed = true;
        return value;
      }
    },
  });
  const value = cookies[name];
  if (value !== undefined && malformed) throw studioError(400, `The ${name} cookie is malformed; sign in again.`);
  return value || undefined;
}

/** The session id in the request's cookie, if any. */
export function sessionIdOf(req: Request): string | undefined {
  return cookieValueOf(req, STUDIO_COOKIE);
}

/**
 * This server's origin as the browser sees it. Behind a TLS proxy named by TRUST_PROXY, Express
 * takes scheme and host from X-Forwarded-Proto and X-Forwarded-Host; otherwise from the socket.
 */
function ownOrigin(req: Request): string {
  return `${req.protocol}://${req.host}`;
}

/** Whether the browser named another origin than this server's (no Origin header: not a browser's cross-site call). */
export function fromOtherOrigin(req: Request): boolean {
  const origin = req.get('origin');
  return origin !== undefined && origin !== ownOrigin(req);
}

/** Whether a browser-sent Origin, when there is one, is this origin (sign-in steps: login CSRF). */
export function fromThisOrigin(req: Request): boolean {
  return !fromOtherOrigin(req);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Refuses changes without the right CSRF token, or from another origin (when the browser names one). */
export function checkChangeAllowed(req: Request, sessionId: string): void {
  if (!CHANGES.has(req.method)) return;
  if (fromOtherOrigin(req)) {
    throw studioError(403, 'This change came from another site and was refused.');
  }
  const token = req.get('x-csrf-token');
  if (!token || !sameText(token, csrfTokenOf(sessionId))) {
    throw studioError(403, 'The security token of this change is missing or wrong; reload the studio and try again.');
  }
}

/** The staff member of a call that passed a guard; 401 if no guard ran. */
export function staffOf(res: Response): StaffOf {
  const staff = res.locals.staff as StaffOf | undefined;
  if (!staff) throw studioError(401, 'Sign in to the studio first.');
  return staff;
}

/** Builds the guard of one app: sessions from the app's store, expiry by the app's clock. */
export function studioGuard(ctx: Pick<AppContext, 'db' | 'clock' | 'staffAccess'>): StudioGuard {
  const atLeast =
    (role: StaffRole, touch = true): RequestHandler =>
    async (req, res, next) => {
      const sessionId = sessionIdOf(req);
      const session =
        sessionId === undefined
          ? undefined
          : await touchStaffSession(ctx.db, sessionId, ctx.clock(), {
              idleMinutes: STAFF_IDLE_MINUTES,
              absoluteMinutes: STAFF_ABSOLUTE_MINUTES,
              touch,
            });
      const user = session && (await findStaffWhoMaySignIn(ctx, session.userName));
      if (!sessionId || !user) throw studioError(401, 'Your studio session has ended; sign in again.');
      checkChangeAllowed(req, sessionId);
      if (RANK[user.role] < RANK[role]) {
        throw studioError(
          403,
          `Only ${role === 'editor' ? 'editors and publishers' : 'publishers'} may do this; you are signed in as ${user.role === 'editor' ? 'an' : 'a'} ${user.role}.`,
        );
      }
      res.locals.staff = {
        userName: user.userName,
        displayName: user.displayName,
        role: user.role,
        sessionId,
      } satisfies StaffOf;
      next();
    };
  return {
    signedIn: atLeast('viewer'),
    editor: atLeast('editor'),
    publisher: atLeast('publisher'),
    unattended: { signedIn: atLeast('viewer', false), editor: atLeast('editor', false) },
  };
}
