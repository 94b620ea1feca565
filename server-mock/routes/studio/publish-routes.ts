/**
 * State, publishing, history, rollback, config, samples and the preview session under `/studio/api`.
 * Reading is for every signed-in staff member; changing what the portal serves is for publishers,
 * and with four eyes on for two of them (four-eyes.ts).
 */
import { Router, type Response } from 'express';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { allScenarios } from '../../scenarios/all-scenarios.ts';
import { contractBody, optionalString, requiredString } from '../../http/read-body.ts';
import { readFourEyes } from '../../store/studio/drafts-repo.ts';
import { changeFourEyes, type Approved } from '../../use-cases/studio/four-eyes.ts';
import { openPreviewSession } from '../../use-cases/studio/preview-session.ts';
import { publishDraft, rollBack } from '../../use-cases/studio/publish-draft.ts';
import { studioCatalogue } from '../../use-cases/studio/studio-catalogue.ts';
import { chooseStudioSample, listStudioSamples } from '../../use-cases/studio/studio-samples.ts';
import { studioState } from '../../use-cases/studio/studio-state.ts';
import { versionHistory } from '../../use-cases/studio/version-history.ts';
import { audit, auditedApproval, auditedVersion } from './audit-trail.ts';
import { staffOf, type StudioGuard } from './studio-auth.ts';

/** Who the preview may sign in as: the sandbox's scenario users, never anyone else in the store. */
export const SCENARIO_USER_NAMES = allScenarios.map((s) => s.username);

/** A change under four eyes: 200 with its result, or 202 with the request waiting for another publisher. */
function answerApproved<T>(res: Response, outcome: Approved<T>): void {
  if ('awaiting' in outcome) res.status(202).json(outcome.awaiting);
  else res.json(outcome.done);
}

/** Mounted at `/studio/api`. */
export function publishRoutes(ctx: AppContext, guard: StudioGuard): Router {
  const router = Router();
  router.get('/catalogue', guard.signedIn, (_req, res) => {
    res.json(studioCatalogue());
  });
  router.get('/state', guard.signedIn, async (_req, res) => {
    const state = await studioState(ctx);
    res.set('ETag', state.draft.etag).json(state);
  });
  router.post('/publish', guard.publisher, async (req, res) => {
    res.json(
      await auditedVersion(ctx, req, res, { action: 'publish' }, () =>
        publishDraft(ctx, staffOf(res), {
          note: requiredString(contractBody<'/studio/api/publish'>(req), 'note'),
          ifMatch: req.get('if-match'),
        }),
      ),
    );
  });
  router.get('/history', guard.signedIn, async (_req, res) => {
    res.json(await versionHistory(ctx));
  });
  router.post('/rollback', guard.publisher, async (req, res) => {
    const body = contractBody<'/studio/api/rollback'>(req);
    const { version }: { version: unknown } = body;
    if (typeof version !== 'number' || !Number.isInteger(version))
      throw studioError(400, 'version must be a version number.');
    answerApproved(
      res,
      await auditedApproval(ctx, req, res, { action: 'rollback', detail: { rollbackOf: version } }, () =>
        rollBack(ctx, staffOf(res), { version, note: optionalString(body, 'note') }),
      ),
    );
  });
  router.get('/config', guard.signedIn, async (_req, res) => {
    res.json({ fourEyes: await readFourEyes(ctx.db) });
  });
  router.put('/config', guard.publisher, async (req, res) => {
    const { fourEyes }: { fourEyes: unknown } = contractBody<'/studio/api/config'>(req);
    if (typeof fourEyes !== 'boolean') throw studioError(400, 'fourEyes must be true or false.');
    const before = await readFourEyes(ctx.db);
    const outcome = await changeFourEyes(ctx, staffOf(res), fourEyes);
    if ('awaiting' in outcome)
      await audit(ctx, req, res, 'approval-request', {
        key: 'fourEyes',
        oldValue: String(before),
        newValue: String(fourEyes),
      });
    else
      await audit(ctx, req, res, 'four-eyes', {
        key: 'fourEyes',
        oldValue: String(before),
        newValue: String(fourEyes),
      });
    answerApproved(res, outcome);
  });
  router.get('/samples', guard.signedIn, (_req, res) => {
    res.json(listStudioSamples(ctx));
  });
  router.put('/sample', guard.publisher, async (req, res) => {
    answerApproved(
      res,
      await auditedApproval(ctx, req, res, { action: 'sample' }, () =>
        chooseStudioSample(ctx, staffOf(res), requiredString(contractBody<'/studio/api/sample'>(req), 'sampleId')),
      ),
    );
  });
  router.post('/preview-session', guard.editor, async (req, res) => {
    const userName = requiredString(contractBody<'/studio/api/preview-session'>(req), 'userName');
    // In gateway mode the preview's borrowers live in the preview sandbox, never in the gateway's store (decision 301).
    const borrowers = ctx.previewSandbox ? (await ctx.previewSandbox()).ctx : ctx;
    const preview = await openPreviewSession(borrowers, userName, SCENARIO_USER_NAMES);
    await audit(ctx, req, res, 'preview-session', { key: userName });
    res.json(preview);
  });
  return router;
}
