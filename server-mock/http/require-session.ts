/**
 * Guards calls that need a logged-in user: the `UserToken` header must name a live session (not
 * idle longer than the limit); the session is touched so it stays alive while used. Otherwise the
 * call answers 401 with the code `Unauthorized`, which the portal turns into a logout.
 */
import type { RequestHandler, Response } from 'express';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { touchSession } from '../store/sessions-repo.ts';

/** The session a guarded call runs in. */
export interface SessionOf {
  token: string;
  /** Lower-case logon name. */
  userName: string;
}

/** Middleware: only calls with a live session pass; `sessionOf(res)` then names the user. */
export function requireSession(ctx: Pick<AppContext, 'db' | 'clock' | 'sessionIdleMinutes'>): RequestHandler {
  return async (req, res, next) => {
    const token = req.get('UserToken');
    if (!token) throw AppError.unauthorized();
    const session = await touchSession(ctx.db, token, ctx.clock(), ctx.sessionIdleMinutes);
    if (!session) throw AppError.unauthorized();
    res.locals.session = { token, userName: session.userName } satisfies SessionOf;
    next();
  };
}

/** The session of a call that passed `requireSession`; throws 401 if the guard was not mounted. */
export function sessionOf(res: Response): SessionOf {
  const session = res.locals.session as SessionOf | undefined;
  if (!session) throw AppError.unauthorized();
  return session;
}
