/**
 * `WORKERS=2 npm run serve` on one PostgreSQL database: the primary forks two workers of the entry it was
 * started with, both answer on one port, and SIGTERM stops them all with exit code 0. Through tsx here (the
 * compiled build runs the same entry, decision 305). Runs in the PostgreSQL pass of `npm test`.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPg, type PgDatabase } from './store/pg-database.ts';
import { withDatabase } from './store/pg-sandbox-database.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const ADMIN_URL = process.env.TEST_DATABASE_URL;

describe.runIf(ADMIN_URL)('the cluster entry with WORKERS=2', () => {
  const name = `sandbox_cluster_${process.pid}_${Date.now().toString(36)}`;
  let admin: PgDatabase;

  beforeAll(async () => {
    admin = await openPg(ADMIN_URL!, { max: 1 });
    await admin.exec(`create database ${name}`);
  });
  afterAll(async () => {
    await admin?.exec(`drop database if exists ${name} with (force)`);
    await admin?.close();
  });

  it('when started then two workers answer on one port, and SIGTERM stops them all with exit code 0', async () => {
    const env = {
      ...process.env,
      DATABASE_URL: withDatabase(ADMIN_URL!, name),
      WORKERS: '2',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    };
    // PORT 0 in the cluster: the primary picks one free port and hands it to both workers.
    const child = spawn(process.execPath, ['--import', 'tsx', 'server-mock/cluster.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    let output = '';
    const listening = await new Promise<string[]>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const urls = [...output.matchAll(/sandbox on (http:\/\/[^/\s]+)\//g)].map((m) => m[1]!);
        if (urls.length === 2) resolve(urls);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      void exited.then((code) => reject(new Error(`The cluster exited with ${code}: ${output}`)));
    });
    expect(new Set(listening).size).toBe(1);
    expect(output).toContain('2 workers');
    expect((await fetch(`${listening[0]}/readyz`)).status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 180_000);
});
