/**
 * State, publishing, history, rollback, config, samples and the preview session under `/studio/api`.
 * Reading is for every signed-in staff member; changing what the portal serves is for publishers.
 */
import { Router } from 'express';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { bodyOf, optionalString, requiredString } from '../../http/read-body.ts';
import { saveFourEyes, readFourEyes } from '../../store/studio/drafts-repo.ts';
import { openPreviewSession } from '../../use-cases/studio/preview-session.ts';
import { publishDraft, rollBack } from '../../use-cases/studio/publish-draft.ts';
import { studioCatalogue } from '../../use-cases/studio/studio-catalogue.ts';
import { chooseStudioSample, listStudioSamples } from '../../use-cases/studio/studio-samples.ts';
import { studioState } from '../../use-cases/studio/studio-state.ts';
import { versionHistory } from '../../use-cases/studio/version-history.ts';
import { staffOf, type StudioGuard } from './studio-auth.ts';

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
    res.json(await publishDraft(ctx, staffOf(res), { note: requiredString(bodyOf(req), 'note'), ifMatch: req.get('if-match') }));
  });
  router.get('/history', guard.signedIn, async (_req, res) => {
    res.json(await versionHistory(ctx));
  });
  router.post('/rollback', guard.publisher, async (req, res) => {
    const body = bodyOf(req);
    if (typeof body.version !== 'number' || !Number.isInteger(body.version)) throw studioError(400, 'version must be a version number.');
    res.json(await rollBack(ctx, staffOf(res), { version: body.version, note: optionalString(body, 'note') }));
  });
  router.get('/config', guard.signedIn, async (_req, res) => {
    res.json({ fourEyes: await readFourEyes(ctx.db) });
  });
  router.put('/config', guard.publisher, async (req, res) => {
    const { fourEyes } = bodyOf(req);
    if (typeof fourEyes !== 'boolean') throw studioError(400, 'fourEyes must be true or false.');
    await saveFourEyes(ctx.db, fourEyes);
    res.json({ fourEyes });
  });
  router.get('/samples', guard.signedIn, (_req, res) => {
    res.json(listStudioSamples(ctx));
  });
  router.put('/sample', guard.publisher, async (req, res) => {
    res.json(await chooseStudioSample(ctx, staffOf(res), requiredString(bodyOf(req), 'sampleId')));
  });
  router.post('/preview-session', guard.signedIn, async (req, res) => {
    // In gateway mode the preview's borrowers live in the preview sandbox, never in the gateway's store (decision 301).
    const borrowers = ctx.previewSandbox ? (await ctx.previewSandbox()).ctx : ctx;
    res.json(await openPreviewSession(borrowers, requiredString(bodyOf(req), 'userName')));
  });
  return router;
}
