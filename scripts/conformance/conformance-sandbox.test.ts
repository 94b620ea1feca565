import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../server-mock/testing/start-test-app.ts';
import type { CallResult } from './outcome.ts';
import { runConformance } from './run-conformance.ts';

let sandbox: TestApp;
// Opening the sandbox's store (PGlite) takes seconds, more on a busy machine.
beforeAll(async () => {
  sandbox = await startTestApp();
}, 60_000);
afterAll(() => sandbox.close());

const made = (results: CallResult[]) => results.filter((r) => r.outcome.kind !== 'skipped');
const kinds = (results: CallResult[]) => [...new Set(results.map((r) => r.outcome.kind))].sort();

describe('the conformance kit against the sandbox', () => {
  it('when run read-only with a borrower then every call it makes conforms and no write is made', async () => {
    const results = await runConformance({
      api: sandbox.url,
      user: 'basic.user',
      password: 'Password1!',
      writes: false,
    });
    expect(kinds(made(results))).toEqual(['conforms']);
    // The kit asked well-formed questions: every read answered 2xx, not a declared 400.
    expect(made(results).filter((r) => !('status' in r.outcome) || r.outcome.status >= 300)).toEqual([]);
    expect(made(results).map((r) => r.call)).toEqual(
      expect.arrayContaining([
        'POST /api/login/userlogin',
        'GET /api/accountList',
        'GET /api/AccountDetails',
        'GET /api/PaymentInformation/GetPaymentInfo',
        'POST /api/Login/Logout',
      ]),
    );
    expect(made(results).length).toBeGreaterThan(25);
    expect(results.find((r) => r.call === 'POST /api/PaymentMethod/AddAchPaymentMethod')?.outcome).toEqual({
      kind: 'skipped',
      why: 'changes state: run with --writes against a test account',
    });
  }, 60_000);

  it('when run with --writes then the writes conform too and the account keeps the payment methods it had', async () => {
    const methods = async () => {
      const token = await sandbox.login('basic.user');
      const loan = (
        (await (await sandbox.call('/api/accountList', { headers: { UserToken: token } })).json()) as {
          Accounts: { Number: string; Type: number }[];
        }
      ).Accounts.find((a) => a.Type === 0)!.Number;
      const listed = await sandbox.call('/api/PaymentMethod/GetPaymentMethods', {
        json: { AccountNumber: loan },
        headers: { UserToken: token },
      });
      return ((await listed.json()) as { PaymentMethods: unknown[] }).PaymentMethods;
    };
    const before = await methods();
    const results = await runConformance({
      api: sandbox.url,
      user: 'basic.user',
      password: 'Password1!',
      writes: true,
    });
    expect(kinds(made(results))).toEqual(['conforms']);
    expect(made(results).map((r) => r.call)).toEqual(
      expect.arrayContaining([
        'POST /api/ClientError',
        'POST /api/PaymentMethod/AddAchPaymentMethod',
        'POST /api/PaymentMethod/DeleteAchPayment',
      ]),
    );
    expect(await methods()).toEqual(before);
  }, 60_000);

  it('when run without a user then the anonymous calls are checked and the rest say they need a session', async () => {
    const results = await runConformance({ api: sandbox.url, writes: false });
    expect(kinds(made(results))).toEqual(['conforms']);
    expect(made(results).map((r) => r.call)).toContain('GET /api/setup/ApplicationOptions');
    expect(results.find((r) => r.call === 'GET /api/accountList')?.outcome).toEqual({
      kind: 'skipped',
      why: 'needs a session: give --user and --password',
    });
  }, 60_000);

  it('when the user must take another login step then the calls that need a session say so', async () => {
    const mfa = await runConformance({ api: sandbox.url, user: 'maria.lopez', password: 'Password1!', writes: false });
    expect(mfa.find((r) => r.call === 'GET /api/accountList')?.outcome).toEqual({
      kind: 'skipped',
      why: 'the login asks for a mailed code before a UserToken: use a test user without one',
    });
    const locked = await runConformance({
      api: sandbox.url,
      user: 'david.miller',
      password: 'Password1!',
      writes: false,
    });
    expect(locked.find((r) => r.call === 'POST /api/login/userlogin')?.outcome).toEqual({
      kind: 'conforms',
      status: 403,
    });
    expect(locked.find((r) => r.call === 'GET /api/Profile')?.outcome).toEqual({
      kind: 'skipped',
      why: 'the login was refused (403 LockedOnBadPassword)',
    });
  }, 60_000);
});
