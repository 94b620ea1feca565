/**
 * Change requests under `/studio/api/change-requests` (decision 340; contract in
 * schemas/src/studio/change-requests.ts). Reading is for every signed-in staff member; opening,
 * editing, submitting, commenting and rebasing for editors and publishers; approving, rejecting and
 * publishing for publishers (the use cases add: named reviewers only, never the author). Every change
 * is recorded in the audit log.
 */
import { Router, type Request } from 'express';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { contractBody, optionalString, requiredString } from '../../http/read-body.ts';
import type { DraftScope } from '../../../schemas/src/studio/change-requests.ts';
import {
  insertChangeRequest,
  readApprovalsNeeded,
  saveApprovalsNeeded,
} from '../../store/studio/change-requests-repo.ts';
import { addComment, resolveThread } from '../../use-cases/studio/change-request-comments.ts';
import {
  dropEntry,
  rebaseChangeRequest,
  saveEntry,
  type EntryChange,
} from '../../use-cases/studio/change-request-entries.ts';
import {
  changeRequestDetail,
  changeRequestList,
  reviewChangeRequest,
  submitChangeRequest,
} from '../../use-cases/studio/change-requests.ts';
import { publishChangeRequest } from '../../use-cases/studio/publish-change-request.ts';
import { cancelSchedule, scheduleAt } from '../../use-cases/studio/scheduled-publish.ts';
import { audit, auditedVersion } from './audit-trail.ts';
import { revisionOf } from './draft-routes.ts';
import { staffOf, type StudioGuard } from './studio-auth.ts';

/** Most approvals a request can be made to need (the store's check says the same). */
const MAX_APPROVALS = 5;

const SCOPES: [path: string, scope: DraftScope][] = [
  ['settings', 'setting'],
  ['institution-options', 'institutionOption'],
];

const idOf = (req: Request): number => Number(req.params.id);

function stringList(body: Record<string, unknown>, name: string): string[] {
  const value = body[name];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    throw studioError(400, `${name} must be a list of user names.`);
  return value;
}

function optionalId(body: Record<string, unknown>, name: string): number | null {
  const value = body[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw studioError(400, `${name} must be a comment id.`);
  return value;
}

/** Mounted at `/studio/api`. */
export function changeRequestRoutes(ctx: AppContext, guard: StudioGuard): Router {
  const router = Router();
  const base = '/change-requests/:id';
  router.get('/change-requests', guard.signedIn, async (_req, res) => {
    res.json(await changeRequestList(ctx.db));
  });
  router.post('/change-requests', guard.editor, async (req, res) => {
    const title = requiredString(contractBody<'/studio/api/change-requests'>(req), 'title').trim();
    if (title === '')
      throw studioError(422, 'Name the change request.', {
        problems: [{ key: 'title', message: 'A name is required' }],
      });
    const request = await insertChangeRequest(ctx.db, { title, author: staffOf(res).userName, at: ctx.clock() });
    await audit(ctx, req, res, 'change-request-open', { key: String(request.id), newValue: title });
    res.status(201).json(await changeRequestDetail(ctx, request.id));
  });
  router.get('/config/approvals', guard.signedIn, async (_req, res) => {
    res.json({ approvalsNeeded: await readApprovalsNeeded(ctx.db) });
  });
  router.put('/config/approvals', guard.publisher, async (req, res) => {
    const { approvalsNeeded }: { approvalsNeeded: unknown } = contractBody<'/studio/api/config/approvals'>(req);
    if (
      typeof approvalsNeeded !== 'number' ||
      !Number.isInteger(approvalsNeeded) ||
      approvalsNeeded < 1 ||
      approvalsNeeded > MAX_APPROVALS
    ) {
      throw studioError(422, `Approvals needed must be a whole number from 1 to ${MAX_APPROVALS}.`, {
        problems: [{ key: 'approvalsNeeded', message: `From 1 to ${MAX_APPROVALS}` }],
      });
    }
    const before = await readApprovalsNeeded(ctx.db);
    await saveApprovalsNeeded(ctx.db, approvalsNeeded);
    await audit(ctx, req, res, 'approvals-needed', {
      key: 'approvalsNeeded',
      oldValue: String(before),
      newValue: String(approvalsNeeded),
    });
    res.json({ approvalsNeeded });
  });
  router.get(base, guard.signedIn, async (req, res) => {
    res.json(await changeRequestDetail(ctx, idOf(req)));
  });
  for (const [path, scope] of SCOPES) {
    const changeOf = (req: Request, userName: string): EntryChange => ({
      requestId: idOf(req),
      scope,
      key: String(req.params.key),
      expected: revisionOf(req),
      userName,
    });
    router.put(`${base}/${path}/:key`, guard.editor, async (req, res) => {
      const stored = await saveEntry(
        ctx,
        changeOf(req, staffOf(res).userName),
        requiredString(contractBody<'/studio/api/change-requests/{id}/settings/{key}'>(req), 'value'),
      );
      await audit(ctx, req, res, 'change-request-save', {
        key: String(req.params.key),
        newValue: stored,
        detail: { changeRequest: idOf(req), scope },
      });
      res.json(await changeRequestDetail(ctx, idOf(req)));
    });
    router.delete(`${base}/${path}/:key`, guard.editor, async (req, res) => {
      await dropEntry(ctx, changeOf(req, staffOf(res).userName));
      await audit(ctx, req, res, 'change-request-discard', {
        key: String(req.params.key),
        detail: { changeRequest: idOf(req), scope },
      });
      res.json(await changeRequestDetail(ctx, idOf(req)));
    });
  }
  router.post(`${base}/submit`, guard.editor, async (req, res) => {
    const reviewers = stringList(contractBody<'/studio/api/change-requests/{id}/submit'>(req), 'reviewers');
    await submitChangeRequest(ctx, staffOf(res), idOf(req), reviewers);
    const detail = await changeRequestDetail(ctx, idOf(req));
    await audit(ctx, req, res, 'change-request-submit', {
      key: String(detail.id),
      detail: { reviewers: detail.reviewers },
    });
    res.json(detail);
  });
  router.post(`${base}/comments`, guard.editor, async (req, res) => {
    const body = contractBody<'/studio/api/change-requests/{id}/comments'>(req);
    const key = body.key === undefined || body.key === null ? null : requiredString(body, 'key');
    const commentId = await addComment(ctx, staffOf(res).userName, idOf(req), {
      text: requiredString(body, 'body'),
      key,
      parentId: optionalId(body, 'parentId'),
    });
    await audit(ctx, req, res, 'change-request-comment', {
      key,
      newValue: requiredString(body, 'body'),
      detail: { changeRequest: idOf(req), comment: commentId },
    });
    res.status(201).json(await changeRequestDetail(ctx, idOf(req)));
  });
  router.post(`${base}/comments/:commentId/resolve`, guard.editor, async (req, res) => {
    await resolveThread(ctx, staffOf(res).userName, idOf(req), Number(req.params.commentId));
    await audit(ctx, req, res, 'change-request-resolve', {
      detail: { changeRequest: idOf(req), comment: Number(req.params.commentId) },
    });
    res.json(await changeRequestDetail(ctx, idOf(req)));
  });
  for (const [path, verdict, action] of [
    ['approve', 'approved', 'change-request-approve'],
    ['reject', 'rejected', 'change-request-reject'],
  ] as const) {
    router.post(`${base}/${path}`, guard.publisher, async (req, res) => {
      await reviewChangeRequest(ctx, staffOf(res), idOf(req), verdict);
      await audit(ctx, req, res, action, {
        key: String(idOf(req)),
        newValue:
          optionalString(contractBody<`/studio/api/change-requests/{id}/${typeof path}`>(req), 'reason') || null,
      });
      res.json(await changeRequestDetail(ctx, idOf(req)));
    });
  }
  router.post(`${base}/rebase`, guard.editor, async (req, res) => {
    const keys = await rebaseChangeRequest(ctx, idOf(req));
    await audit(ctx, req, res, 'change-request-rebase', { key: String(idOf(req)), detail: { keys } });
    res.json(await changeRequestDetail(ctx, idOf(req)));
  });
  router.post(`${base}/schedule`, guard.publisher, async (req, res) => {
    const body = contractBody<'/studio/api/change-requests/{id}/schedule'>(req);
    const at = await scheduleAt(ctx, staffOf(res), idOf(req), requiredString(body, 'at'));
    await audit(ctx, req, res, 'change-request-schedule', {
      key: String(idOf(req)),
      newValue: at.toISOString(),
      detail: { local: body.at },
    });
    res.json(await changeRequestDetail(ctx, idOf(req)));
  });
  router.delete(`${base}/schedule`, guard.publisher, async (req, res) => {
    await cancelSchedule(ctx, idOf(req));
    await audit(ctx, req, res, 'change-request-unschedule', { key: String(idOf(req)) });
    res.json(await changeRequestDetail(ctx, idOf(req)));
  });
  router.post(`${base}/publish`, guard.publisher, async (req, res) => {
    const note = optionalString(contractBody<'/studio/api/change-requests/{id}/publish'>(req), 'note');
    res.json(
      await auditedVersion(ctx, req, res, { action: 'publish', detail: { changeRequest: idOf(req) } }, () =>
        publishChangeRequest(ctx, staffOf(res), idOf(req), note),
      ),
    );
  });
  return router;
}
