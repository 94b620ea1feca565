/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely here and checked by expect */
/**
 * Two real server processes (`main.ts`, as `npm start` runs it) on one PostgreSQL database: what
 * one process stores, the other serves. Runs in the PostgreSQL pass of `npm test` (TEST_DATABASE_URL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPg, type PgDatabase } from './store/pg-database.ts';
import { withDatabase } from './store/pg-sandbox-database.ts';
import { LOGIN_LIMITS, STAFF_SIGN_IN_LIMITS } from './use-cases/limits/sign-in-limits.ts';
import { STAFF_PASSWORD } from './scenarios/staff-scenarios.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const ADMIN_URL = process.env.TEST_DATABASE_URL;

/** Starts `main.ts` on a free port; resolves with its URL once it prints it. */
function startServer(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server-mock/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', WORKERS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /sandbox on (http:\/\/[^/\s]+)\//.exec(output);
      if (match) resolve({ url: match[1]!, child });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`Server exited with ${code}: ${output}`)));
  });
}

async function call(
  base: string,
  path: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(base + path, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: { ...(init.json === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as any) : undefined };
}

describe.runIf(ADMIN_URL)('two server processes on one PostgreSQL database', { timeout: 30_000 }, () => {
  const name = `sandbox_two_${process.pid}_${Date.now().toString(36)}`;
  let admin: PgDatabase;
  let db: PgDatabase;
  let a: string;
  let b: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    admin = await openPg(ADMIN_URL!, { max: 1 });
    await admin.exec(`create database ${name}`);
    const url = withDatabase(ADMIN_URL!, name);
    // Both start at once on an empty database: one migrates and seeds, the other waits for it.
    const servers = await Promise.all([startServer(url), startServer(url)]);
    children.push(...servers.map((s) => s.child));
    [a, b] = servers.map((s) => s.url) as [string, string];
    db = await openPg(url, { max: 2 });
  }, 180_000);

  afterAll(async () => {
    const exits = children.map((child) => new Promise((done) => child.once('exit', done)));
    for (const child of children) child.kill('SIGTERM');
    await Promise.race([Promise.all(exits), new Promise((done) => setTimeout(done, 10_000))]);
    await db?.close();
    await admin?.exec(`drop database if exists ${name} with (force)`);
    await admin?.close();
  }, 30_000);

  it('when both started on an empty database then it was migrated and seeded once', async () => {
    const [migrations] = await db.query<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct version)::int as distinct from schema_migrations',
    );
    expect(migrations!.n).toBe(migrations!.distinct);
    const [users] = await db.query<{ n: number }>(
      "select count(*)::int as n from users where user_name = 'basic.user'",
    );
    expect(users!.n).toBe(1);
  });

  it('when a user signs in on one process then the token works on the other, and logging out on it ends the session on both', async () => {
    const login = await call(a, '/api/login/userlogin', { json: { username: 'basic.user', password: 'Password1!' } });
    expect(login.status).toBe(200);
    const token = login.body.UserToken as string;
    const onB = await call(b, '/api/accountList', { headers: { UserToken: token } });
    expect(onB.status).toBe(200);
    expect(onB.body.HasNoErrors).toBe(true);
    expect(
      (await call(b, '/api/Login/Logout', { json: { UserToken: token }, headers: { UserToken: token } })).status,
    ).toBeLessThan(300);
    expect((await call(a, '/api/accountList', { headers: { UserToken: token } })).status).toBe(401);
  });

  it('when the clock is frozen, a fault armed or maintenance switched on one process then the other follows', async () => {
    await call(a, '/__mock/clock', { method: 'PUT', json: { now: '2026-03-10T08:30:00Z' } });
    expect((await call(b, '/__mock/clock')).body).toEqual({ now: '2026-03-10T08:30:00.000Z', frozen: true });
    await call(b, '/__mock/clock', { method: 'DELETE' });
    expect((await call(a, '/__mock/clock')).body.frozen).toBe(false);

    expect(
      (await call(a, '/__mock/faults', { json: { path: '/api/setup/ApplicationOptions', status: 503, times: 1 } }))
        .status,
    ).toBe(201);
    expect((await call(b, '/api/setup/ApplicationOptions')).status).toBe(503);
    expect((await call(a, '/api/setup/ApplicationOptions')).status).toBe(200);

    await call(a, '/__mock/maintenance', { method: 'PUT', json: { isEnabled: true } });
    expect((await call(b, '/api/MaintenanceMode')).body.isEnabled).toBe(true);
    await call(b, '/__mock/maintenance', { method: 'PUT', json: { isEnabled: false } });
  });

  it('when one address spends its login attempts across both processes then the next one is refused on either (429)', async () => {
    const attempt = (base: string, name = 'nobody.here') =>
      call(base, '/api/login/userlogin', { json: { username: name, password: 'wrong' } });
    const { attemptsPerAddressPerMinute } = LOGIN_LIMITS;
    // The logins of the tests before count too: start from no attempts.
    await db.exec('delete from rate_limits');
    const statuses: number[] = [];
    for (let i = 0; i < attemptsPerAddressPerMinute; i += 1)
      statuses.push((await attempt(i % 2 === 0 ? a : b, `nobody.${i}`)).status);
    expect(new Set(statuses)).toEqual(new Set([403]));
    const [onA, onB] = [await attempt(a), await attempt(b)];
    expect([onA.status, onB.status]).toEqual([429, 429]);
    expect(onB.body).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: 'MaxAttemptsReached' }] });
    await db.exec('delete from rate_limits');
  });

  it('when one address fails staff sign-in for an account on both processes then either refuses it (429), even with the right password', async () => {
    const signIn = (base: string, password: string) =>
      call(base, '/studio/api/session', { json: { userName: 'staff.viewer', password } });
    const statuses: number[] = [];
    for (let i = 0; i < STAFF_SIGN_IN_LIMITS.failuresPerAccountAndAddress; i += 1)
      statuses.push((await signIn(i % 2 === 0 ? a : b, 'wrong')).status);
    expect(new Set(statuses)).toEqual(new Set([401]));
    expect((await signIn(a, STAFF_PASSWORD)).status).toBe(429);
    expect((await signIn(b, STAFF_PASSWORD)).status).toBe(429);
    await db.exec('delete from rate_limits');
  });

  it('when the same payment with the same Idempotency-Key reaches both processes at once then exactly one payment exists', async () => {
    const settings = {
      'generalPaymentOptions.allowCardPaymentsOption': 'true',
      'cardPaymentOptions.allowCardProfilesOption': 'true',
    };
    expect((await call(a, '/__mock/settings', { method: 'PUT', json: { settings } })).status).toBe(204);
    // A Tuesday morning in the sandbox zone (UTC), before the 17:00 ACH cut-off, whenever the test runs.
    await call(a, '/__mock/clock', { method: 'PUT', json: { now: '2026-03-10T09:00:00Z' } });
    const token = (await call(a, '/api/login/userlogin', { json: { username: 'jill.becker', password: 'Password1!' } }))
      .body.UserToken as string;
    const headers = { UserToken: token };
    const [account] = await db.query<{ account_number: string }>(
      "select account_number from accounts where user_name = 'jill.becker' and type_code = 0 and data->>'comment' not ilike '%closed%' order by account_number limit 1",
    );
    const loan = account!.account_number;
    const info = (await call(b, `/api/PaymentInformation/GetPaymentInfo?accountNumber=${loan}`, { headers })).body;
    const listed = await call(a, '/api/PaymentMethod/GetPaymentMethods', { json: { AccountNumber: loan }, headers });
    expect(listed.body).toMatchObject({ HasNoErrors: true });
    const methods = listed.body.PaymentMethods as any[];
    const ach = methods.find((m) => !m.IsCard).AchInfo;
    const today = (await call(a, '/__mock/clock')).body.now.slice(0, 10) as string;
    const body = {
      EncryptedData: info.EncryptedData,
      Payment: {
        LogonName: 'jill.becker',
        Details: {
          PaymentDate: today,
          LoanAccountNumber: loan,
          Company: 0,
          PaymentAmount: 100,
          FirstPartyFee: 0,
          ThirdPartyFee: 0,
          AdditionalPrincipalAmount: 0,
          CurrentWithFeesDue: false,
        },
        AccountType: 0,
        IsPayoff: false,
        Method: { IsCard: false, AchInfo: ach },
      },
    };
    const keyed = { ...headers, 'Idempotency-Key': `both-${Date.now()}` };
    const answers = await Promise.all(
      [a, b].map((base) => call(base, '/api/PaymentImmediate/SubmitAch', { json: body, headers: keyed })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(answers[0]!.body.HasNoErrors).toBe(true);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    const payments = await db.query("select 1 from payments where user_name = 'jill.becker' and kind = 'immediate'");
    expect(payments).toHaveLength(1);
    await call(a, '/__mock/clock', { method: 'DELETE' });
  });
});
