/**
 * Browser stand-in for `fast-uri` inside `@rjsf/utils` (wired by vite.config.ts for that importer only).
 * rjsf calls just `resolve` and `equal`, and only for JSON Schema 2020-12 schemas with `$id`/`$ref`
 * bundles, which no screen file uses; the real package is 7.7 KB gzip of every form route.
 * Both functions follow RFC 3986 through the platform's `URL` (see docs/decisions/002-toolchain.md);
 * `fast-uri-lite.test.ts` compares them with `fast-uri` on the shapes rjsf produces.
 */

/** Stands in for a missing base, so relative references resolve as RFC 3986 merges them. */
const ROOT = 'http://relative.invalid/';

function absolute(uri: string): URL | undefined {
  try {
    return /^[A-Za-z][A-Za-z0-9+.-]*:/.test(uri) ? new URL(uri) : undefined;
  } catch {
    return undefined;
  }
}

/** Resolves `ref` against `base`; both may be relative (`login`, `#`), then so is the result. */
export function resolve(base: string, ref: string): string {
  const absoluteRef = absolute(ref);
  if (absoluteRef) return absoluteRef.href;
  const absoluteBase = absolute(base);
  if (absoluteBase) return new URL(ref, absoluteBase).href;
  const merged = new URL(ref, new URL(base, ROOT)).href.slice(ROOT.length);
  return base.startsWith('/') ? `/${merged}` : merged;
}

/** True when both URIs are the same after normalising (scheme and host case, default port, dot segments). */
export function equal(a: string, b: string): boolean {
  return resolve('', a) === resolve('', b);
}

export default { resolve, equal };
