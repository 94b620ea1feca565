/**
 * Injected faults (test controls): "the next N calls to METHOD PATH answer STATUS with ERROR".
 * A fault may be scoped to the `X-Mock-Scope` request header, so parallel e2e workers sharing
 * one sandbox do not consume each other's faults (each browser context sends its own scope).
 * Faults live in the store, so a fault armed through one server process hits calls on any other.
 */
import type { RequestHandler } from 'express';
import { errorBody } from '../errors/app-error.ts';
import type { Database } from '../store/database.ts';
import { addFault, clearFaults, takeFault, type FaultSpec } from '../store/shared-controls-repo.ts';

/** The header that names a request's fault scope. */
export const SCOPE_HEADER = 'x-mock-scope';

/** The armed faults of one sandbox (one database, however many processes serve it). */
export interface FaultRegistry {
  add(fault: FaultSpec): Promise<void>;
  /** Removes all faults, or only those of one scope. */
  clear(scope?: string): Promise<void>;
  /** Consumes one use of the first fault matching the call, if any. */
  take(method: string, path: string, scope: string | undefined): Promise<FaultSpec | undefined>;
}

/** The registry over a database's `mock_faults` table. */
export function createFaultRegistry(db: Database): FaultRegistry {
  return {
    add: (spec) => addFault(db, spec),
    clear: (scope) => clearFaults(db, scope),
    take: (method, path, scope) => takeFault(db, method, path, scope),
  };
}

/**
 * Answers a call with its armed fault instead of the real handler. Skips the store when the call's
 * shared controls (read by `sharedControls`) saw no fault armed: the common case costs nothing.
 */
export function faultInjection(registry: FaultRegistry): RequestHandler {
  return async (req, res, next) => {
    if (res.locals.faultsArmed === false) return next();
    const fault = await registry.take(req.method, req.baseUrl + req.path, req.get(SCOPE_HEADER));
    if (!fault) return next();
    res.status(fault.status).json(errorBody(fault.errorCode));
  };
}
