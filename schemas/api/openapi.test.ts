import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenApiDocument, studioApiPrefix } from './openapi-document';
import { areaCalls, callTableRows } from './spec-call-tables';
import { callKey, callsInText, SPEC_DOCUMENTS, type SpecArea } from './spec-calls';

// The spec's call tables come from spec-calls.json (copied from the spec documents by
// `npm run gen:spec-calls`), so this test reads nothing outside the repository.
const areas = Object.keys(SPEC_DOCUMENTS) as SpecArea[];

const doc = loadOpenApiDocument();
const operations = listOperations(doc);
/** The schemes of the studio's own API: the staff session, its CSRF token, a sign-in awaiting its second factor. */
const studioSchemes = ['StudioSession', 'StudioCsrf', 'StudioSignIn'];
const operationKeys = new Set(operations.map((op) => `${op.method} ${op.path}`));

/** Follows a local `#/a/b` pointer; undefined when it leads nowhere. */
function resolvePointer(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  const parts = ref
    .slice(2)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  return parts.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
}

function collect(node: unknown, visit: (key: string, value: unknown, parent: Record<string, unknown>) => void): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    visit(key, value, node as Record<string, unknown>);
    collect(value, visit);
  }
}

describe('the API contract document', () => {
  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
  });

  it('gives every operation a unique camelCase operationId', () => {
    const ids = operations.map((op) => op.operationId);
    expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('resolves every $ref', () => {
    const broken: string[] = [];
    collect(doc, (key, value) => {
      if (key === '$ref' && resolvePointer(String(value)) === undefined) broken.push(String(value));
    });
    expect(broken).toEqual([]);
  });

  it('has no two paths that differ only in letter case (Express routes ignore case)', () => {
    const lower = Object.keys(doc.paths).map((p) => p.toLowerCase());
    expect(lower.filter((p, i) => lower.indexOf(p) !== i)).toEqual([]);
  });

  it('states security on every operation: [] for anonymous, UserToken for logged-in, both for either', () => {
    const scheme = (doc.components.securitySchemes as Record<string, Record<string, string>>).UserToken;
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'header', name: 'UserToken' });
    const bad = operations.filter((op) => {
      if (!Array.isArray(op.security)) return true;
      const allowed = op.path.startsWith(studioApiPrefix) ? studioSchemes : ['UserToken'];
      return op.security.some((req) => Object.keys(req).some((name) => !allowed.includes(name)));
    });
    expect(bad.map((op) => op.operationId)).toEqual([]);
  });

  it('guards the studio API with the staff session, and every studio call that changes something with its CSRF token', () => {
    const schemes = doc.components.securitySchemes as Record<string, Record<string, string>>;
    expect(schemes.StudioSession).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'studio_session' });
    expect(schemes.StudioCsrf).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-CSRF-Token' });
    // Signing in (a session or the shared preview's link token) is the only change made without a session.
    const anonymous = new Set(['studioSignIn', 'studioOpenSharedPreview', 'studioSignOut']);
    const studio = operations.filter((op) => op.path.startsWith(studioApiPrefix));
    expect(studio.length).toBeGreaterThan(50);
    const unguarded = studio.filter((op) => {
      const needs = op.method === 'GET' ? ['StudioSession'] : ['StudioSession', 'StudioCsrf'];
      const pending = (op.security ?? []).some((req) => 'StudioSignIn' in req);
      return (
        !anonymous.has(op.operationId) && !pending && !(op.security ?? []).some((req) => needs.every((n) => n in req))
      );
    });
    expect(unguarded.map((op) => op.operationId)).toEqual([]);
  });

  it('keeps test controls under /__mock/ and the studio under /studio/api/, each only there, in their own tag', () => {
    const misplaced = operations.filter(
      (op) =>
        op.path.startsWith('/__mock/') !== op.tags.includes('mock-controls') ||
        op.path.startsWith(studioApiPrefix) !== op.tags.includes('studio'),
    );
    expect(misplaced.map((op) => op.operationId)).toEqual([]);
    const untagged = operations.filter(
      (op) => !op.tags.some((t) => ['access', 'payments', 'accounts', 'mock-controls', 'studio'].includes(t)),
    );
    expect(untagged.map((op) => op.operationId)).toEqual([]);
  });

  it('uses patterns, not format, except format binary for files and int32 for integers', () => {
    const formats: string[] = [];
    collect(doc, (key, value, parent) => {
      // int32 is what the OWASP lint asks of every request integer (decision 296); the bounds are tighter still.
      const allowed = value === 'binary' || (value === 'int32' && [parent.type].flat().includes('integer'));
      if (key === 'format' && !allowed && typeof parent.type === 'string') formats.push(String(value));
    });
    expect(formats).toEqual([]);
  });
});

describe('coverage of the spec call tables (section 7)', () => {
  for (const area of areas) {
    describe(SPEC_DOCUMENTS[area], () => {
      it('finds at least one call in the first cell of every table row', () => {
        const rows = callTableRows(area);
        expect(rows.length).toBeGreaterThan(15);
        expect(rows.filter((cells) => callsInText(cells[0] ?? '').length === 0).map((cells) => cells[0])).toEqual([]);
      });

      it('has an operation for every METHOD /path the table names', () => {
        const missing = areaCalls(area)
          .map(callKey)
          .filter((key) => !operationKeys.has(key));
        expect(missing).toEqual([]);
      });

      it(`tags those operations with "${area}"`, () => {
        const calls = new Set(areaCalls(area).map(callKey));
        const untagged = operations.filter((op) => calls.has(`${op.method} ${op.path}`) && !op.tags.includes(area));
        expect(untagged.map((op) => op.operationId)).toEqual([]);
      });
    });
  }

  it('marks every operation the tables do not name as x-designed (or as a test control)', () => {
    const named = new Set(areas.flatMap((area) => areaCalls(area).map(callKey)));
    const unmarked = operations.filter(
      (op) => !named.has(`${op.method} ${op.path}`) && !op.designed && !op.tags.includes('mock-controls'),
    );
    expect(unmarked.map((op) => `${op.method} ${op.path}`)).toEqual([]);
    // And the reverse: an operation the spec shows is not "designed".
    const overMarked = operations.filter((op) => named.has(`${op.method} ${op.path}`) && op.designed);
    expect(overMarked.map((op) => op.operationId)).toEqual([]);
  });
});
