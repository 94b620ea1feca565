/** Test controls under `/__mock/` (mounted only when enabled; see create-app). */
import { Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { bodyOf, optionalString, requiredString, scalarMap, stringMap } from '../http/read-body.ts';
import { SCOPE_HEADER } from '../http/fault-injection.ts';
import { allScenarios } from '../scenarios/all-scenarios.ts';
import { staffScenarios } from '../scenarios/staff-scenarios.ts';
import { listPageViews } from '../store/page-views-repo.ts';
import type { FaultSpec } from '../store/shared-controls-repo.ts';
import { emptyOutbox, readClock, readOutbox, setClock } from '../use-cases/mock/mock-clock-outbox.ts';
import { chooseInstitution, overrideSettings, resetSandbox } from '../use-cases/mock/mock-controls.ts';
import { setMaintenanceMode } from '../use-cases/setup/maintenance-mode.ts';

function readFault(body: Record<string, unknown>, headerScope: string | undefined): FaultSpec {
  const status = body.status;
  const times = body.times ?? 1;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599) {
    throw AppError.badRequest('status must be an HTTP status code');
  }
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1)
    throw AppError.badRequest('times must be a positive integer');
  const scope = optionalString(body, 'scope', headerScope ?? '');
  return {
    method: optionalString(body, 'method', '*'),
    path: requiredString(body, 'path'),
    status,
    errorCode: optionalString(body, 'errorCode', 'ServerError'),
    times,
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
    await chooseInstitution(ctx, requiredString(bodyOf(req), 'sampleId'));
    res.status(204).end();
  });
  router.put('/settings', async (req, res) => {
    const body = bodyOf(req);
    await overrideSettings(ctx, {
      settings: stringMap(body, 'settings'),
      institutionOptions: scalarMap(body, 'institutionOptions'),
    });
    res.status(204).end();
  });
  router.put('/maintenance', async (req, res) => {
    const isEnabled = bodyOf(req).isEnabled;
    if (typeof isEnabled !== 'boolean') throw AppError.badRequest('isEnabled must be a boolean');
    await setMaintenanceMode(ctx, isEnabled);
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
    const now = bodyOf(req).now;
    if (now !== null && typeof now !== 'string') throw AppError.badRequest('now must be an ISO date-time or null');
    res.json(await setClock(ctx, now));
  });
  router.delete('/clock', async (_req, res) => {
    res.json(await setClock(ctx, null));
  });
  router.post('/faults', async (req, res) => {
    await ctx.faults.add(readFault(bodyOf(req), req.get(SCOPE_HEADER)));
    res.status(201).json({ armed: true });
  });
  router.delete('/faults', async (req, res) => {
    const scope = typeof req.query.scope === 'string' ? req.query.scope : req.get(SCOPE_HEADER);
    await ctx.faults.clear(scope);
    res.status(204).end();
  });
  return router;
}
