/** Small readers shared by the accounts routes (the contract validator has already checked shapes and types). */
import type { Request, Response } from 'express';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { touchSession } from '../../store/sessions-repo.ts';
import type { DownloadFile } from '../../use-cases/accounts/history.ts';

/** A query value as text ('' when absent or repeated). */
export function queryText(req: Request, name: string): string {
  const value = (req.query as Record<string, unknown>)[name];
  return typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : '';
}

/** A query value as a whole number (the contract has checked its range). */
export function queryInt(req: Request, name: string): number {
  const n = Number(queryText(req, name));
  if (!Number.isInteger(n)) throw AppError.badRequest(`${name} must be a whole number`);
  return n;
}

/** 401 for a query token that is unknown, used or expired. */
export const badQueryToken = (): AppError => new AppError(401, 'Unauthorized', 'Unknown or expired token');

/** The user of a call that works logged in or out: the live session's user, else null. */
export async function optionalUser(ctx: AppContext, req: Request): Promise<string | null> {
  const token = req.get('UserToken');
  if (!token) return null;
  return (await touchSession(ctx.db, token, ctx.clock(), ctx.sessionIdleMinutes))?.userName ?? null;
}

/** Sends a file inline (opened in a new window), never cached. */
export function sendFile(res: Response, file: DownloadFile): void {
  res.set('Cache-Control', 'no-store');
  res.set('Content-Disposition', `inline; filename="${file.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
  res.type(file.contentType).send(file.body);
}
