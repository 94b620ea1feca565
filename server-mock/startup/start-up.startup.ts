/**
 * The README's `npm start`, for real: the server entry as `npm run serve` runs it (after the build
 * `npm test` has just made), in a child process, on a new DATA_DIR whose parents do not exist yet.
 * A change must survive a SIGTERM restart; every write answered 2xx must survive a SIGKILL in the
 * middle of a burst; production mode must hide the test controls, answer the probes and log JSON
 * without secrets. Run by scripts/test.sh after the build (vitest.config.ts beside this file).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../store/data-dir-lock.ts';
import { startServer, type ServerProcess } from './server-process.ts';

const PASSWORD = 'Password1!';
/** SIGTERM to exit: the store's close, not the 10 s grace for requests in flight. */
const PROMPT_EXIT_MS = 5_000;
const BURST_LANES = 4;
const BURST_PER_LANE = 15;

const root = mkdtempSync(join(tmpdir(), 'startup-'));
const dataDir = join(root, 'not', 'made', 'yet', 'sandbox');
const running: ServerProcess[] = [];
/** Every process started and every user token handed out, for the secrets check at the end. */
const started: ServerProcess[] = [];
const tokens: string[] = [];
const timings: Record<string, number | string> = {};

afterAll(async () => {
  for (const server of running) await server.stop('SIGKILL').catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
  console.log(`start-up timings (ms): ${JSON.stringify(timings)}`);
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer({ DATA_DIR: dataDir, ...env });
  running.push(server);
  started.push(server);
  return server;
}

async function stop(server: ServerProcess, signal: NodeJS.Signals) {
  running.splice(running.indexOf(server), 1);
  return server.stop(signal);
}

/** The parts of the API's answers this test reads. */
interface ApiBody {
  HasNoErrors?: boolean;
  UserToken?: string;
  PersonalInfo?: { Address: unknown; PhoneNumbers: { PhoneNumber: string }[] };
  Accounts?: { Number: string; Type: number; Comment: string }[];
  PaymentMethods?: { AchInfo?: { AccountNumber: string } }[];
}

/** A signed-in borrower over HTTP; counts the requests it makes. */
async function signIn(url: string) {
  let requests = 0;
  let token = '';
  const call = async (path: string, body?: unknown) => {
    requests++;
    const res = await fetch(url + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { UserToken: token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as ApiBody };
  };
  const login = await call('/api/login/userlogin', { username: 'basic.user', password: PASSWORD });
  expect(login.status).toBe(200);
  token = login.body.UserToken ?? '';
  expect(token).not.toBe('');
  tokens.push(token);
  return { call, token, requests: () => requests };
}

type Caller = Awaited<ReturnType<typeof signIn>>;

const phoneOf = async (caller: Caller) =>
  (await caller.call('/api/Profile')).body.PersonalInfo!.PhoneNumbers[0]!.PhoneNumber;

/** The borrower's open loan, whose saved payment methods the burst adds to. */
async function loanOf(caller: Caller): Promise<string> {
  const accounts = (await caller.call('/api/accountList')).body.Accounts!;
  return accounts.find((a) => a.Type === 0 && !/closed/i.test(a.Comment))!.Number;
}

/** Last four digits of every saved bank account of the loan's owner. */
async function savedAchLastFours(caller: Caller, loan: string): Promise<string[]> {
  const listed = await caller.call('/api/PaymentMethod/GetPaymentMethods', { AccountNumber: loan });
  expect(listed.status).toBe(200);
  return listed.body.PaymentMethods!.flatMap((m) => (m.AchInfo ? [m.AchInfo.AccountNumber] : []));
}

/** Bank account number of burst write `i`: its last four are `i`, so each write is found by them. */
const burstAccount = (i: number) => `5550123${String(i).padStart(4, '0')}`;

describe('the server as npm start runs it', () => {
  const newPhone = '2145550177';
  let loan = '';
  const acknowledged: string[] = [];

  it('when started on a new DATA_DIR then it creates the folder, answers, and a profile change survives a SIGTERM restart', async () => {
    expect(existsSync(join(root, 'not'))).toBe(false);
    const first = await start({});
    timings.firstStart = `${first.firstAnswerMs} (server ${first.serverStartMs})`;
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
    const portal = await fetch(`${first.url}/`);
    expect(portal.status).toBe(200);
    expect(await portal.text()).toContain('<div id="root"');
    // The compiled server finds the studio's build and the contract beside its sources (decision 305).
    expect((await fetch(`${first.url}/studio/`)).status).toBe(200);
    // Outside production the test controls are on, as the README's scenario table says.
    expect((await fetch(`${first.url}/__mock/scenarios`)).status).toBe(200);

    const borrower = await signIn(first.url);
    const profile = (await borrower.call('/api/Profile')).body;
    expect(await phoneOf(borrower)).not.toBe(newPhone);
    const saved = await borrower.call('/api/UpdateProfile/PersonalInfo', {
      PersonalInfo: {
        Address: profile.PersonalInfo!.Address,
        PhoneNumbers: [{ PhoneNumber: newPhone, OptInToTexting: false, Primary: true }],
      },
    });
    expect(saved).toMatchObject({ status: 200, body: { HasNoErrors: true } });

    const stopped = await stop(first, 'SIGTERM');
    timings.sigtermExit = stopped.ms;
    expect(stopped).toMatchObject({ code: 0, signal: null });
    expect(stopped.ms).toBeLessThan(PROMPT_EXIT_MS);
    expect(first.stdout.some((l) => l.includes('"msg":"stopped"'))).toBe(true);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);

    const second = await start({ NODE_ENV: 'production' });
    timings.restart = `${second.firstAnswerMs} (server ${second.serverStartMs})`;
    const again = await signIn(second.url);
    expect(await phoneOf(again)).toBe(newPhone);
    loan = await loanOf(again);
    expect(await savedAchLastFours(again, loan)).not.toContain(burstAccount(0).slice(-4));

    // The burst: lanes of sequential writes, all lanes at once; SIGKILL once a third are answered.
    const total = BURST_LANES * BURST_PER_LANE;
    const refused: unknown[] = [];
    let killed = false;
    await new Promise<void>((enough) => {
      const lane = async (l: number) => {
        for (let k = 0; k < BURST_PER_LANE && !killed; k++) {
          const i = l * BURST_PER_LANE + k;
          const ach = {
            AccountType: 'Checking',
            RoutingNumber: '021000021',
            AccountNumber: burstAccount(i),
            OwnerName: 'Alex Borrower',
          };
          const res = await again.call('/api/PaymentMethod/AddAchPaymentMethod', ach).catch(() => undefined);
          if (!res || killed) return;
          if (res.status === 200 && res.body.HasNoErrors === true) acknowledged.push(burstAccount(i).slice(-4));
          else refused.push(res);
          if (acknowledged.length + refused.length >= total / 3) enough();
        }
      };
      void Promise.all(Array.from({ length: BURST_LANES }, (_, l) => lane(l))).then(() => enough());
    });
    killed = true;
    timings.burst = `${acknowledged.length} of ${total} writes answered before SIGKILL`;
    const crashed = await stop(second, 'SIGKILL');
    expect(crashed.signal).toBe('SIGKILL');
    expect(refused).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeLessThan(total);
  }, 300_000);

  it('when started again after the SIGKILL then the store opens and every write answered 2xx is there', async () => {
    expect(loan).not.toBe('');
    // The killed process left its lock behind: the next start takes it over.
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
    const third = await start({ NODE_ENV: 'production' });
    timings.restartAfterKill = `${third.firstAnswerMs} (server ${third.serverStartMs})`;
    const borrower = await signIn(third.url);
    const saved = await savedAchLastFours(borrower, loan);
    expect(acknowledged.filter((lastFour) => !saved.includes(lastFour))).toEqual([]);
    expect(await phoneOf(borrower)).toBe(newPhone);

    // Production mode: no test controls, probes answer JSON.
    expect((await fetch(`${third.url}/__mock/scenarios`)).status).toBe(404);
    expect((await fetch(`${third.url}/__mock/reset`, { method: 'POST' })).status).toBe(404);
    const health = await fetch(`${third.url}/healthz`);
    expect(health.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await health.json()).toMatchObject({ status: 'up' });
    const ready = await fetch(`${third.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', store: 'reachable' });
    // The borrower's calls, the start's health probe and the four calls above.
    const made = borrower.requests() + 1 + 4;

    const stopped = await stop(third, 'SIGTERM');
    expect(stopped).toMatchObject({ code: 0, signal: null });
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);

    // One JSON line per request, and no password or token anywhere in what the process wrote.
    const lines = third.stdout.map(
      (line) => JSON.parse(line) as { msg: string; req?: { path: string }; status?: number },
    );
    expect(lines.filter((l) => l.msg === 'request')).toHaveLength(made);
    expect(lines.find((l) => l.req?.path === '/api/login/userlogin')).toMatchObject({ status: 200 });
    for (const server of started) {
      const written = server.stdout.join('\n') + server.stderr();
      expect(written).not.toContain(PASSWORD);
      for (const token of tokens) expect(written).not.toContain(token);
      for (let i = 0; i < BURST_LANES * BURST_PER_LANE; i++) expect(written).not.toContain(burstAccount(i));
    }
  }, 300_000);
});
