import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The contract lint's Spectral half (`npm run lint:api`): the repository's .spectral.yaml, with the OWASP
// ruleset from node_modules, run the way the script runs it, on small contracts written here.
const root = fileURLToPath(new URL('../..', import.meta.url));
const spectral = createRequire(import.meta.url).resolve('@stoplight/spectral-cli/dist/index.js');
const folder = mkdtempSync(path.join(tmpdir(), 'spectral-owasp-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface SpectralResult {
  code: string;
  path: string[];
  severity: number;
}

/** A contract of POSTs whose body and answer are the schemas given, one at each path of `at`, with its parameters. */
function contract(body: object, answer: object, at = ['/api/Thing'], parameters: object[] = []): string {
  const file = path.join(folder, `contract-${Math.random().toString(36).slice(2)}.json`);
  const error = {
    description: 'Refused',
    content: { 'application/json': { schema: { type: 'object', properties: { HasNoErrors: { type: 'boolean' } } } } },
  };
  writeFileSync(
    file,
    JSON.stringify({
      openapi: '3.1.0',
      info: {
        title: 'lint check',
        version: '1',
        description: 'A contract made up by the test',
        license: { name: 'none' },
      },
      servers: [{ url: '/', description: 'sandbox', 'x-internal': false }],
      paths: Object.fromEntries(
        at.map((where, i) => [
          where,
          {
            post: {
              operationId: `postThing${i}`,
              security: [],
              ...(parameters.length > 0 ? { parameters } : {}),
              requestBody: { required: true, content: { 'application/json': { schema: body } } },
              responses: {
                200: { description: 'Done', content: { 'application/json': { schema: answer } } },
                400: error,
              },
            },
          },
        ]),
      ),
    }),
  );
  return file;
}

/** Spectral's findings on a contract, with the exit code the lint script would see. */
function lint(file: string): Promise<{ code: number; results: SpectralResult[] }> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [spectral, 'lint', file, '--ruleset', path.join(root, '.spectral.yaml'), '--format', 'json', '--quiet'],
      { cwd: root },
      (error, stdout) => {
        if (error && typeof error.code !== 'number') return reject(error);
        resolve({
          code: typeof error?.code === 'number' ? error.code : 0,
          results: JSON.parse(stdout || '[]') as SpectralResult[],
        });
      },
    );
  });
}

const bounded = {
  type: 'object',
  additionalProperties: false,
  properties: { Name: { type: 'string', maxLength: 100 } },
};

describe('the contract lint with the OWASP ruleset', () => {
  it('fails on a request string without maxLength, naming the rule and the field', async () => {
    const open = { ...bounded, properties: { Name: { type: 'string' } } };
    const { code, results } = await lint(contract(open, { type: 'string' }));
    expect(code).toBe(1);
    expect(results.map((r) => [r.code, r.path.at(-1)])).toEqual([['owasp:api4:2023-string-limit', 'Name']]);
  }, 60_000);

  it('fails on a request array without maxItems and an integer without bounds or format', async () => {
    const open = { ...bounded, properties: { Ids: { type: 'array', items: { type: 'integer' } } } };
    const { code, results } = await lint(contract(open, { type: 'string' }));
    expect(code).toBe(1);
    expect([...new Set(results.map((r) => r.code))].sort()).toEqual([
      'owasp:api4:2023-array-limit',
      'owasp:api4:2023-integer-format',
      'owasp:api4:2023-integer-limit',
    ]);
  }, 60_000);

  it('refuses a numeric id in a lender path but not in the studio API, whose callers are all signed-in staff', async () => {
    const id = [
      { name: 'id', in: 'path', required: true, schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 9 } },
    ];
    const { results } = await lint(
      contract(bounded, { type: 'string' }, ['/api/Thing/{id}', '/studio/api/things/{id}'], id),
    );
    expect(results.map((r) => [r.code, r.path[1]])).toEqual([['owasp:api1:2023-no-numeric-ids', '/api/Thing/{id}']]);
  }, 60_000);

  it('passes a bounded request whose answer stays open (the host decides what it sends)', async () => {
    const answer = {
      type: 'object',
      properties: { Note: { type: 'string' }, Rows: { type: 'array', items: { type: 'integer' } } },
    };
    const { code, results } = await lint(contract(bounded, answer));
    expect(results).toEqual([]);
    expect(code).toBe(0);
  }, 60_000);
});
