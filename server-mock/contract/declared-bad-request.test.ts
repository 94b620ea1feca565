import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidatedAtRunTime, listOperations, loadOpenApiDocument } from '../../schemas/api/openapi-document.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

// Every operation declares a 400 answer (schemas/api/bundle-openapi.test.ts); this proves the sandbox
// really gives it: a query parameter the contract does not declare (and, on operations that take a
// body, the missing body) is refused before any handler runs.
const doc = loadOpenApiDocument();
const operations = listOperations(doc).filter(isValidatedAtRunTime);
let sandbox: TestApp;

beforeAll(async () => {
  sandbox = await startTestApp({ controlsEnabled: true });
}, 60_000);

afterAll(() => sandbox?.close());

describe('the declared 400 answer', () => {
  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    'when %s gets an undeclared query parameter and no body then it answers 400 BadRequest naming the field',
    async (_name, op) => {
      const res = await sandbox.call(`${op.path}?probe_undeclared=1`, { method: op.method });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { HasNoErrors: boolean; Errors: { ErrorMessage: string; Field?: string }[] };
      expect(body.HasNoErrors).toBe(false);
      expect(body.Errors[0]?.ErrorMessage).toBe('BadRequest');
      const fields = body.Errors.map((e) => e.Field);
      const takesBody =
        (doc.paths[op.path]?.[op.method.toLowerCase()]?.requestBody as { required?: boolean } | undefined)?.required ===
        true;
      // The validator reports the missing body first; without a body the query is what is wrong.
      expect(fields).toContain(takesBody ? 'body' : 'query.probe_undeclared');
    },
  );
});
