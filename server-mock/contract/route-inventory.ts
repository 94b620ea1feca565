/**
 * Lists the routes of an Express 5 app by walking its router: router 2.x keeps each layer's
 * `rawPath` (the string given to `use`/`get`/...), so mount prefixes of nested routers can be
 * joined without guessing from compiled matchers. Used by the operations-coverage test; no route
 * needs to register itself anywhere (docs/decisions/090-request-validation.md).
 */
import type { Express } from 'express';

/** One handler: upper-case method and the full path, with `:param` written `{param}` like the contract. */
export interface RouteEntry {
  method: string;
  path: string;
}

/** The parts of router 2.x's Layer, Route and Router the walk reads. */
interface LayerLike {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: unknown;
}

interface RouterLike {
  stack: LayerLike[];
}

function isRouter(handle: unknown): handle is RouterLike {
  return typeof handle === 'function' && Array.isArray((handle as Partial<RouterLike>).stack);
}

/** Paths a layer was given: a string, or an array of strings. Anything else cannot be listed. */
function pathsOf(raw: unknown, where: string): string[] {
  const list = Array.isArray(raw) ? raw.flat(Infinity) : [raw];
  return list.map((p) => {
    if (typeof p !== 'string') {
      throw new Error(
        `Route inventory: ${where} uses a non-string path (${String(p)}); write API paths as plain strings`,
      );
    }
    return p;
  });
}

function join(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/** `:accountNumber` → `{accountNumber}`. */
function contractStyle(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

function walk(router: RouterLike, prefix: string, out: RouteEntry[]): void {
  for (const layer of router.stack) {
    if (!('rawPath' in layer)) {
      throw new Error(
        'Route inventory: router layers have no rawPath; the router package changed (expected router 2.2+)',
      );
    }
    if (layer.route) {
      for (const path of pathsOf(layer.route.path, `a route under "${prefix || '/'}"`)) {
        for (const method of Object.keys(layer.route.methods)) {
          out.push({
            method: method === '_all' ? 'ALL' : method.toUpperCase(),
            path: contractStyle(join(prefix, path)),
          });
        }
      }
    } else if (isRouter(layer.handle)) {
      for (const path of pathsOf(layer.rawPath, `a router mounted under "${prefix || '/'}"`))
        walk(layer.handle, join(prefix, path), out);
    }
  }
}

/** Every method + path handled by a route of `app`, in registration order (duplicates kept). */
export function listRoutes(app: Express): RouteEntry[] {
  const out: RouteEntry[] = [];
  walk((app as unknown as { router: RouterLike }).router, '', out);
  return out;
}
