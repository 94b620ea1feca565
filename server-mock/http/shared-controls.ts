/**
 * Before every API and test-control call: refresh the controls that several server processes share
 * (the frozen clock; whether any fault is armed, kept in `res.locals.faultsArmed` for
 * `faultInjection`), so a clock frozen through one process applies to the next call on another.
 */
import type { RequestHandler } from 'express';
import type { SandboxClock } from '../sandbox-clock.ts';

/** Refreshes `clock` from the store, once per call. */
export function sharedControls(clock: SandboxClock): RequestHandler {
  return async (_req, res, next) => {
    const controls = await clock.refresh();
    res.locals.faultsArmed = controls.faultsArmed;
    next();
  };
}
