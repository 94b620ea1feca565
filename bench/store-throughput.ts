/**
 * Requests per second, start-up time and resident memory of the real server process (the command line
 * of `npm run serve`, what `npm start` runs: the compiled `dist-server/cluster.js`, built by `npm run bench`)
 * on each store: one PGlite process, one PostgreSQL-backed process, and WORKERS=2 on PostgreSQL,
 * measured in one run so their ratios hold. Two calls: `GET /api/setup/ApplicationOptions` (no
 * session) and a signed-in `GET /api/accountList` (a session read and touch per call). PostgreSQL
 * comes from `scripts/with-postgres.sh` (TEST_DATABASE_URL); without it only PGlite is measured.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openPg } from '../server-mock/store/pg-database.ts';
import { withDatabase } from '../server-mock/store/pg-sandbox-database.ts';
import { serveCommand } from '../server-mock/startup/server-process.ts';
import { load } from './throughput.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** One store set-up's figures. */
export interface StoreThroughput {
  store: string;
  applicationOptionsRps: number;
  accountListRps: number;
  errors: number;
  /**
   * Milliseconds from spawn to the first answer of ApplicationOptions (migrations and seed included on a new store).
   */
  firstAnswerMs: number;
  /** Resident memory of the server's processes together after the load, in MB (Linux /proc; 0 elsewhere). */
  rssMB: number;
}

/** The resident memory of a process and its children, in MB (0 where /proc is missing). */
function treeRssMB(pid: number): number {
  const kb = (id: number): number => {
    try {
      const own = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
      const children = readFileSync(`/proc/${id}/task/${id}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
      return own + children.reduce((sum, child) => sum + kb(child), 0);
    } catch {
      return 0;
    }
  };
  return Math.round(kb(pid) / 1024);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  for (let waited = 0; waited < 180_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/setup/ApplicationOptions`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 3 minutes`);
}

async function measure(store: string, env: Record<string, string>, seconds: number): Promise<StoreThroughput> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Logs at info as `npm start` writes them, discarded.
  const [program, args] = serveCommand();
  const started = performance.now();
  const child = spawn(program, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'production', ...env },
    stdio: 'ignore',
  });
  try {
    await waitUntilServing(url, child);
    const firstAnswerMs = Math.round(performance.now() - started);
    const login = await fetch(`${url}/api/login/userlogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'basic.user', password: 'Password1!' }),
    });
    const { UserToken } = (await login.json()) as { UserToken: string };
    const options = await load(`${url}/api/setup/ApplicationOptions`, seconds);
    const accounts = await load(`${url}/api/accountList`, seconds, 16, { UserToken });
    const rssMB = treeRssMB(child.pid!);
    return {
      store,
      applicationOptionsRps: options.rps,
      accountListRps: accounts.rps,
      errors: options.errors + accounts.errors,
      firstAnswerMs,
      rssMB,
    };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

/** The three set-ups, one after another (PostgreSQL ones only when `adminUrl` is given). */
export async function storeThroughput(seconds: number, adminUrl: string | undefined): Promise<StoreThroughput[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  const results: StoreThroughput[] = [];
  try {
    results.push(await measure('PGlite, 1 process', { DATA_DIR: join(dataDir, 'sandbox'), WORKERS: '1' }, seconds));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (!adminUrl) return results;
  const admin = await openPg(adminUrl, { max: 1 });
  try {
    for (const workers of [1, 2]) {
      const name = `bench_${workers}_${Date.now().toString(36)}`;
      await admin.exec(`create database ${name}`);
      try {
        const env = { DATABASE_URL: withDatabase(adminUrl, name), WORKERS: String(workers) };
        results.push(await measure(`PostgreSQL, ${workers === 1 ? '1 process' : `WORKERS=${workers}`}`, env, seconds));
      } finally {
        await admin.exec(`drop database if exists ${name} with (force)`);
      }
    }
  } finally {
    await admin.close();
  }
  return results;
}

// `bash scripts/with-postgres.sh tsx bench/store-throughput.ts`: these figures alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.table(await storeThroughput(Number(process.env.BENCH_LOAD_SECONDS ?? 5), process.env.TEST_DATABASE_URL));
}
