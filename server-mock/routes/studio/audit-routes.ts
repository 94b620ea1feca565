/**
 * `GET /studio/api/audit` and `GET /studio/api/audit/export` (schemas/src/studio/staff-audit.ts): the
 * staff audit log for publishers only (decision 285). Read-only on purpose: no call changes or
 * deletes an entry.
 */
import { Router, type Request } from 'express';
import { auditPageMaxSize, auditPageSize, isStaffAuditAction } from '../../../schemas/src/studio/staff-audit.ts';
import { addDays, isIsoDay, todayOf } from '../../../schemas/src/rules/calendar.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import type { AuditFilter } from '../../store/studio/audit-log-repo.ts';
import { auditPage, exportAudit } from '../../use-cases/studio/staff-audit-log.ts';
import { audit } from './audit-trail.ts';
import type { StudioGuard } from './studio-auth.ts';

/** A query parameter as one string ('' when absent); a repeated one is refused. */
function param(req: Request, name: string): string {
  const value: unknown = req.query[name];
  if (value === undefined) return '';
  if (typeof value !== 'string') throw studioError(400, `${name} may be given once.`);
  return value.trim();
}

/** A positive whole number parameter, or undefined when absent. */
function wholeNumber(req: Request, name: string, max: number): number | undefined {
  const text = param(req, name);
  if (text === '') return undefined;
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1 || Number(text) > max)
    throw studioError(400, `${name} must be a whole number from 1 to ${max}.`);
  return Number(text);
}

/** A day parameter (yyyy-MM-dd) as UTC midnight, `days` later. */
function dayParam(req: Request, name: string, days: number): Date | undefined {
  const text = param(req, name);
  if (text === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || !isIsoDay(text))
    throw studioError(400, `${name} must be a day written yyyy-MM-dd.`);
  return new Date(`${addDays(text, days)}T00:00:00Z`);
}

/** The filters of a call: person, action, from and to (both days included). */
function filterOf(req: Request): AuditFilter {
  const actor = param(req, 'actor');
  const action = param(req, 'action');
  if (actor.length > 100) throw studioError(400, 'actor is at most 100 characters.');
  if (action !== '' && !isStaffAuditAction(action)) throw studioError(400, `There is no action ${action}.`);
  return {
    ...(actor !== '' ? { actor } : {}),
    ...(action !== '' && isStaffAuditAction(action) ? { action } : {}),
    since: dayParam(req, 'from', 0),
    until: dayParam(req, 'to', 1),
  };
}

/** Mounted at `/studio/api`. */
export function auditRoutes(ctx: AppContext, guard: StudioGuard): Router {
  const router = Router();
  router.get('/audit', guard.publisher, async (req, res) => {
    const page = {
      before: wholeNumber(req, 'before', Number.MAX_SAFE_INTEGER),
      limit: wholeNumber(req, 'limit', auditPageMaxSize) ?? auditPageSize,
    };
    res.json(await auditPage(ctx, filterOf(req), page));
  });
  router.get('/audit/export', guard.publisher, async (req, res) => {
    const format = param(req, 'format') || 'csv';
    if (format !== 'csv' && format !== 'json') throw studioError(400, 'format must be csv or json.');
    const filter = filterOf(req);
    const body = await exportAudit(ctx, filter, format);
    const filters = Object.fromEntries(
      ['actor', 'action', 'from', 'to'].map((name) => [name, param(req, name)]).filter(([, value]) => value !== ''),
    );
    await audit(ctx, req, res, 'audit-export', { detail: { format, ...filters } });
    res
      .set('Content-Type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="staff-audit-${todayOf(ctx.clock(), 'UTC')}.${format}"`)
      .send(body);
  });
  return router;
}
