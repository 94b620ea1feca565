/**
 * Before every API and test-control call: read the controls that several server processes share (the
 * frozen clock; whether any fault is armed, kept in `res.locals.faultsArmed` for `faultInjection`) in
 * one query, so a clock frozen or a fault armed through one process applies to the next call on another.
 */
import type { RequestHandler } from 'express';
import type { SandboxClock } from '../sandbox-clock.ts';
import type { Database } from '../store/database.ts';
import { readSharedControls } from '../store/shared-controls-repo.ts';

/** Refreshes `clock` from `db`, once per call (after this process's own clock writes landed). */
export function sharedControls(db: Database, clock: SandboxClock): RequestHandler {
  return async (_req, res, next) => {
    await clock.settled();
    const controls = await readSharedControls(db);
    clock.adopt(controls.frozenAt);
    res.locals.faultsArmed = controls.faultsArmed;
    next();
  };
}
