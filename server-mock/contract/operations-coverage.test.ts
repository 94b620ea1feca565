import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadOpenApiDocument, type OperationInfo } from '../../schemas/api/openapi-document.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { listRoutes, type RouteEntry } from './route-inventory.ts';

// Express matches paths ignoring case (the spec mixes `/api/login/userlogin` and `/api/Login/Logout`), so do we.
const key = (method: string, path: string) => `${method.toUpperCase()} ${path.toLowerCase()}`;
// The studio's API (`/studio/api`) is in the contract too, so its client and routes are typed from it.
const CONTRACT_AREA = /^\/(api|__mock|studio\/api)(\/|$)/i;

const operations = listOperations(loadOpenApiDocument());
let sandbox: TestApp;
let routes: RouteEntry[];

beforeAll(async () => {
  sandbox = await startTestApp({ controlsEnabled: true });
  routes = listRoutes(sandbox.app).filter((r) => CONTRACT_AREA.test(r.path));
}, 60_000);

afterAll(() => sandbox?.close());

function handles(op: OperationInfo): boolean {
  return routes.some((r) => key(r.method === 'ALL' ? op.method : r.method, r.path) === key(op.method, op.path));
}

/** `accounts: getAccountList (GET /api/accountList), ...` grouped by tag, for a failure message one can act on. */
function byTag(ops: OperationInfo[]): string {
  const groups = new Map<string, string[]>();
  for (const op of ops) {
    const tag = op.tags.join('+') || 'untagged';
    groups.set(tag, [...(groups.get(tag) ?? []), `${op.operationId} (${op.method} ${op.path})`]);
  }
  return [...groups].map(([tag, list]) => `  ${tag} (${list.length}):\n    ${list.join('\n    ')}`).join('\n');
}

describe('every operation of the contract has a handler, and every handler an operation', () => {
  it('when the routes are listed then the walk finds the ones the foundation already serves', () => {
    // Guards the walk itself: if it found nothing, "no handler has an extra operation" would pass vacuously.
    expect(routes.map((r) => key(r.method, r.path))).toEqual(
      expect.arrayContaining([
        key('GET', '/api/setup/ApplicationOptions'),
        key('POST', '/__mock/reset'),
        key('GET', '/studio/api/state'),
      ]),
    );
  });

  it('when the contract is read then every operation has a handler in the app', () => {
    const missing = operations.filter((op) => !handles(op));
    expect(
      missing.map((op) => op.operationId),
      `${missing.length} of ${operations.length} operations have no handler:\n${byTag(missing)}\n`,
    ).toEqual([]);
  });

  it('when the app is read then every /api, /__mock and /studio/api handler is an operation of the contract', () => {
    const known = new Set(operations.map((op) => key(op.method, op.path)));
    const knownPaths = new Set(operations.map((op) => key('', op.path)));
    const extra = routes.filter((r) =>
      r.method === 'ALL' ? !knownPaths.has(key('', r.path)) : !known.has(key(r.method, r.path)),
    );
    expect(
      extra.map((r) => `${r.method} ${r.path}`),
      'handlers with no operation in schemas/api/openapi.yaml (add the operation, or fix the path spelling)',
    ).toEqual([]);
  });

  it('when the app is read then no method and path has two handlers (the second would never run)', () => {
    const seen = new Set<string>();
    const twice = routes.filter((r) => {
      const k = key(r.method, r.path);
      if (seen.has(k)) return true;
      seen.add(k);
      return false;
    });
    expect(
      twice.map((r) => `${r.method} ${r.path}`),
      'registered twice',
    ).toEqual([]);
  });

  it('when a handler matches its operation then it spells the path as the contract does', () => {
    const spelled = new Set(operations.map((op) => `${op.method} ${op.path}`));
    const respelled = routes
      .filter((r) => !spelled.has(`${r.method} ${r.path}`))
      .filter((r) => operations.some((op) => key(op.method, op.path) === key(r.method, r.path)))
      .map((r) => `${r.method} ${r.path}`);
    expect(respelled, 'handlers whose path differs from the contract in case only').toEqual([]);
  });
});
