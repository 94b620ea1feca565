/**
 * `/studio/api/draft/settings/:key` and `/studio/api/draft/institution-options/:name`: save (PUT)
 * or drop (DELETE) one key's draft, with the key's revision in `If-Match` (editors and publishers).
 */
import { Router, type Request } from 'express';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { contractBody, requiredString } from '../../http/read-body.ts';
import type { DraftScope } from '../../store/studio/drafts-repo.ts';
import { dropDraft, saveDraft, type DraftChange } from '../../use-cases/studio/save-draft.ts';
import { auditedDraftChange } from './audit-trail.ts';
import { staffOf, type StudioGuard } from './studio-auth.ts';

/** The revision in `If-Match` (`"3"`, `W/"3"` or `3`); 428 without one. */
export function revisionOf(req: Request): number {
  const header = req.get('if-match');
  if (header === undefined)
    throw studioError(428, "Send the revision you loaded as If-Match, so nobody's change is overwritten.");
  const match = /^(?:W\/)?"?(\d+)"?$/.exec(header.trim());
  if (!match) throw studioError(400, `If-Match must be a revision such as "3", got ${header}.`);
  return Number(match[1]);
}

const SCOPES: [path: string, scope: DraftScope][] = [
  ['settings', 'setting'],
  ['institution-options', 'institutionOption'],
];

/** Mounted at `/studio/api`. */
export function draftRoutes(ctx: AppContext, guard: StudioGuard): Router {
  const router = Router();
  for (const [path, scope] of SCOPES) {
    const changeOf = (req: Request, userName: string): DraftChange => ({
      scope,
      key: String(req.params.key),
      expected: revisionOf(req),
      userName,
    });
    router.put(`/draft/${path}/:key`, guard.editor, async (req, res) => {
      const value = requiredString(contractBody<'/studio/api/draft/settings/{key}'>(req), 'value');
      res.json(
        await auditedDraftChange(ctx, req, res, { action: 'draft-save', scope, key: String(req.params.key) }, () =>
          saveDraft(ctx, changeOf(req, staffOf(res).userName), value),
        ),
      );
    });
    router.delete(`/draft/${path}/:key`, guard.editor, async (req, res) => {
      res.json(
        await auditedDraftChange(ctx, req, res, { action: 'draft-discard', scope, key: String(req.params.key) }, () =>
          dropDraft(ctx, changeOf(req, staffOf(res).userName)),
        ),
      );
    });
  }
  return router;
}
