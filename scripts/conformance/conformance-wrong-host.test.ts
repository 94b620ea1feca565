import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallResult } from './outcome.ts';
import { exitCodeOf } from './report.ts';
import { runConformance } from './run-conformance.ts';
import { FIXTURE_PASSWORD, FIXTURE_USER, startWrongHost, type WrongHost } from './wrong-host-fixture.ts';

let host: WrongHost;
const folder = mkdtempSync(join(tmpdir(), 'conformance-'));
beforeAll(async () => {
  host = await startWrongHost();
});
afterAll(async () => {
  await host.close();
  rmSync(folder, { recursive: true, force: true });
});

const outcomeOf = (results: CallResult[], call: string) => results.find((r) => r.call === call)?.outcome;

describe('the conformance kit against a host that gets the contract wrong', () => {
  it('when a field is dropped, a type changed and a status changed then each deviation is named by pointer, expected and got', async () => {
    const results = await runConformance({
      api: host.url,
      user: FIXTURE_USER,
      password: FIXTURE_PASSWORD,
      writes: false,
    });
    expect(outcomeOf(results, 'POST /api/login/userlogin')).toEqual({ kind: 'conforms', status: 200 });
    expect(outcomeOf(results, 'GET /api/accountList')).toEqual({
      kind: 'deviates',
      status: 200,
      deviations: [{ pointer: '/Accounts/0/Comment', expected: 'present (required)', got: 'missing' }],
    });
    expect(outcomeOf(results, 'GET /api/Profile')).toEqual({
      kind: 'deviates',
      status: 200,
      deviations: [{ pointer: '/HasNoErrors', expected: 'type boolean', got: 'string "yes"' }],
    });
    expect(outcomeOf(results, 'GET /api/MaintenanceMode')).toEqual({
      kind: 'deviates',
      status: 202,
      deviations: [{ pointer: '', expected: 'status 200 or 400', got: 'status 202' }],
    });
    expect(outcomeOf(results, 'GET /api/AccountDetails')).toEqual({ kind: 'not-implemented', status: 404 });
    expect(results.filter((r) => r.outcome.kind === 'deviates')).toHaveLength(3);
    expect(exitCodeOf(results)).toBe(1);
  }, 60_000);

  it('when run from the command line then it prints the table, writes the report and exits with 1', async () => {
    const report = join(folder, 'out.json');
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/conformance/cli.ts', '--api', host.url, '--user', FIXTURE_USER, '--report', report],
      {
        env: { ...process.env, CONFORMANCE_PASSWORD: FIXTURE_PASSWORD },
      },
    );
    const failed = (await run.then(
      () => undefined,
      (error: unknown) => error,
    )) as { code: number; stdout: string };
    expect(failed.code).toBe(1);
    expect(failed.stdout).toMatch(
      /GET \/api\/Profile\s+DEVIATES \(200\)\n\s+\/HasNoErrors: expected type boolean, got string "yes"/,
    );
    expect(failed.stdout).toMatch(/GET \/api\/AccountDetails\s+not implemented \(404\)/);
    expect(failed.stdout).toContain('3 deviate');
    const written = JSON.parse(readFileSync(report, 'utf8')) as { results: CallResult[] };
    expect(outcomeOf(written.results, 'GET /api/MaintenanceMode')).toMatchObject({ kind: 'deviates' });
    // The password and the session's token stay out of what the kit prints and writes.
    expect(failed.stdout + readFileSync(report, 'utf8')).not.toMatch(/Fixture-pass1!|fixture-user-token/);
  }, 60_000);
});
