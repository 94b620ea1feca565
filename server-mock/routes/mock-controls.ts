/** Test controls under `/__mock/` (mounted only when enabled; see create-app). */
import { Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { contractBody, type ContractBody } from '../http/read-body.ts';
import { SCOPE_HEADER } from '../http/fault-injection.ts';
import { allScenarios } from '../scenarios/all-scenarios.ts';
import { staffScenarios } from '../scenarios/staff-scenarios.ts';
import { listPageViews } from '../store/page-views-repo.ts';
import type { FaultSpec } from '../store/shared-controls-repo.ts';
import { emptyOutbox, readClock, readOutbox, setClock } from '../use-cases/mock/mock-clock-outbox.ts';
import { chooseInstitution, overrideSettings, resetSandbox } from '../use-cases/mock/mock-controls.ts';
import { setMaintenanceMode } from '../use-cases/setup/maintenance-mode.ts';

/** A fault to arm; the defaults are the contract's (MockFaultInput), the scope header stands in for a missing scope. */
function faultOf(body: ContractBody<'/__mock/faults'>, headerScope: string | undefined): FaultSpec {
  const scope = body.scope ?? headerScope ?? '';
  return {
    method: body.method ?? '*',
    path: body.path,
    status: body.status,
    errorCode: body.errorCode ?? 'ServerError',
    times: body.times ?? 1,
    ...(scope ? { scope } : {}),
  };
}

/** Mounted at `/__mock`. */
export function mockControlRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/reset', async (_req, res) => {
    await resetSandbox(ctx);
    res.status(204).end();
  });
  router.get('/scenarios', (_req, res) => {
    // Borrowers, then the studio's staff users (tags staff-viewer, staff-editor, staff-publisher) where they exist.
    const staff = ctx.staffAccess.scenarioStaff ? staffScenarios : [];
    res.json(
      [...allScenarios, ...staff].map(({ username, password, tags, description }) => ({
        username,
        password,
        tags,
        description,
      })),
    );
  });
  router.get('/page-views', async (_req, res) => {
    res.json({ pageViews: await listPageViews(ctx.db) });
  });
  router.get('/samples', (_req, res) => {
    res.json(ctx.samples.ids());
  });
  router.put('/institution', async (req, res) => {
    await chooseInstitution(ctx, contractBody<'/__mock/institution'>(req).sampleId);
    res.status(204).end();
  });
  router.put('/settings', async (req, res) => {
    const body = contractBody<'/__mock/settings'>(req);
    await overrideSettings(ctx, { settings: body.settings ?? {}, institutionOptions: body.institutionOptions ?? {} });
    res.status(204).end();
  });
  router.put('/maintenance', async (req, res) => {
    await setMaintenanceMode(ctx, contractBody<'/__mock/maintenance'>(req).isEnabled);
    res.status(204).end();
  });
  router.get('/outbox', async (req, res) => {
    const to = typeof req.query.to === 'string' && req.query.to !== '' ? req.query.to : undefined;
    res.json({ messages: await readOutbox(ctx, to) });
  });
  router.delete('/outbox', async (_req, res) => {
    await emptyOutbox(ctx);
    res.status(204).end();
  });
  router.get('/clock', (_req, res) => {
    res.json(readClock(ctx));
  });
  router.put('/clock', async (req, res) => {
    res.json(await setClock(ctx, contractBody<'/__mock/clock'>(req).now));
  });
  router.delete('/clock', async (_req, res) => {
    res.json(await setClock(ctx, null));
  });
  router.post('/faults', async (req, res) => {
    await ctx.faults.add(faultOf(contractBody<'/__mock/faults'>(req), req.get(SCOPE_HEADER)));
    res.status(201).json({ armed: true });
  });
  router.delete('/faults', async (req, res) => {
    const scope = typeof req.query.scope === 'string' ? req.query.scope : req.get(SCOPE_HEADER);
    await ctx.faults.clear(scope);
    res.status(204).end();
  });
  return router;
}
