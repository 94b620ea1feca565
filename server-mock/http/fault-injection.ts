/**
 * Injected faults (test controls): "the next N calls to METHOD PATH answer STATUS with ERROR".
 * A fault may be scoped to the `X-Mock-Scope` request header, so parallel e2e workers sharing
 * one sandbox do not consume each other's faults (each browser context sends its own scope).
 */
import type { RequestHandler } from 'express';
import { errorBody } from '../errors/app-error.ts';

/** A fault as posted to `POST /__mock/faults`. */
export interface FaultSpec {
  /** HTTP method, or `*` for any. */
  method: string;
  /** Full path, e.g. `/api/setup/ApplicationOptions`; compared ignoring case like Express routes. */
  path: string;
  status: number;
  errorCode: string;
  /** How many matching calls fail; then the fault is gone. */
  times: number;
  /** Only requests carrying this `X-Mock-Scope` header match; unscoped faults match every request. */
  scope?: string;
}

/** The header that names a request's fault scope. */
export const SCOPE_HEADER = 'x-mock-scope';

/** The armed faults of one app instance. */
export interface FaultRegistry {
  add(fault: FaultSpec): void;
  /** Removes all faults, or only those of one scope. */
  clear(scope?: string): void;
  /** Consumes one use of the first fault matching the call, if any. */
  take(method: string, path: string, scope: string | undefined): FaultSpec | undefined;
}

/** Creates an empty registry. */
export function createFaultRegistry(): FaultRegistry {
  let faults: { spec: FaultSpec; left: number }[] = [];
  return {
    add: (spec) => void faults.push({ spec, left: spec.times }),
    clear: (scope) => {
      faults = scope === undefined ? [] : faults.filter((f) => f.spec.scope !== scope);
    },
    take: (method, path, scope) => {
      const hit = faults.find(
        (f) =>
          (f.spec.method === '*' || f.spec.method.toUpperCase() === method.toUpperCase()) &&
          f.spec.path.toLowerCase() === path.toLowerCase() &&
          (f.spec.scope === undefined || f.spec.scope === scope),
      );
      if (!hit) return undefined;
      hit.left -= 1;
      if (hit.left <= 0) faults = faults.filter((f) => f !== hit);
      return hit.spec;
    },
  };
}

/** Answers a call with its armed fault instead of the real handler. */
export function faultInjection(registry: FaultRegistry): RequestHandler {
  return (req, res, next) => {
    const fault = registry.take(req.method, req.baseUrl + req.path, req.get(SCOPE_HEADER));
    if (!fault) return next();
    res.status(fault.status).json(errorBody(fault.errorCode));
  };
}
