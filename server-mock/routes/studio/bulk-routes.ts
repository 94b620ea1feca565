/**
 * Bulk work (decisions 371, 372; contract in schemas/src/studio/bulk-changes.ts): the reset plan and the
 * text search read live values; the change lands in a change request, opened here or one not yet published.
 * Editors and publishers only, as every change to a change request. The audit log records the opening and
 * each key as a single save records it, with `detail.bulk` naming the operation.
 */
import { Router } from 'express';
import type { BulkChangeBody, BulkOperation, BulkTarget } from '../../../schemas/src/studio/bulk-changes.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { contractBody, requiredString } from '../../http/read-body.ts';
import { applyBulkChange, findTexts, resetPlan } from '../../use-cases/studio/bulk-changes.ts';
import { changeRequestDetail } from '../../use-cases/studio/change-requests.ts';
import { audit } from './audit-trail.ts';
import { staffOf, type StudioGuard } from './studio-auth.ts';

/** Most keys one call may name: every catalogue key in every language fits. */
const MAX_KEYS = 5000;
/** Longest text to find, and longest replacement. */
const MAX_FIND = 200;
const MAX_REPLACE = 2000;

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function keysOf(body: Body): string[] {
  const { keys } = body;
  if (!Array.isArray(keys) || keys.length > MAX_KEYS || !keys.every((key) => typeof key === 'string'))
    throw studioError(400, `keys must be a list of at most ${MAX_KEYS} setting keys.`);
  return keys;
}

function boundedString(body: Body, name: string, max: number): string {
  const value = requiredString(body, name);
  if (value.length > max) throw studioError(422, `${name} may be at most ${max} characters long.`);
  return value;
}

function targetOf(value: unknown): BulkTarget {
  if (isObject(value) && typeof value.requestId === 'number' && Number.isInteger(value.requestId))
    return { requestId: value.requestId };
  if (isObject(value) && typeof value.title === 'string') {
    const title = value.title.trim();
    if (title === '')
      throw studioError(422, 'Name the change request.', {
        problems: [{ key: 'title', message: 'A name is required' }],
      });
    return { title };
  }
  throw studioError(400, 'target must name a new change request ({ title }) or an open one ({ requestId }).');
}

function operationOf(value: unknown): BulkOperation {
  if (isObject(value) && value.kind === 'reset') return { kind: 'reset', keys: keysOf(value) };
  if (isObject(value) && value.kind === 'replace')
    return {
      kind: 'replace',
      find: boundedString(value, 'find', MAX_FIND),
      replace: boundedString(value, 'replace', MAX_REPLACE),
      keys: keysOf(value),
    };
  throw studioError(400, 'operation.kind must be reset or replace.');
}

/** Mounted at `/studio/api`. */
export function bulkRoutes(ctx: AppContext, guard: StudioGuard): Router {
  const router = Router();
  router.post('/bulk/reset-plan', guard.editor, async (req, res) => {
    res.json(await resetPlan(ctx, keysOf(contractBody<'/studio/api/bulk/reset-plan'>(req))));
  });
  router.post('/bulk/find', guard.editor, async (req, res) => {
    res.json(await findTexts(ctx, boundedString(contractBody<'/studio/api/bulk/find'>(req), 'find', MAX_FIND)));
  });
  router.post('/change-requests/bulk', guard.editor, async (req, res) => {
    const body = contractBody<'/studio/api/change-requests/bulk'>(req);
    const change: BulkChangeBody = { target: targetOf(body.target), operation: operationOf(body.operation) };
    const { requestId, opened, written } = await applyBulkChange(ctx, staffOf(res), change);
    if ('title' in change.target && opened)
      await audit(ctx, req, res, 'change-request-open', { key: String(requestId), newValue: change.target.title });
    const { kind } = change.operation;
    const detail =
      change.operation.kind === 'replace'
        ? { bulk: kind, find: change.operation.find, replace: change.operation.replace }
        : { bulk: kind };
    for (const { key, oldValue, newValue } of written)
      await audit(ctx, req, res, 'change-request-save', {
        key,
        oldValue,
        newValue,
        detail: { changeRequest: requestId, scope: 'setting', ...detail },
      });
    res.status(opened ? 201 : 200).json(await changeRequestDetail(ctx, requestId));
  });
  return router;
}
