/**
 * Gateway mode's figures (decision 300): the latency the gateway adds to a call forwarded to the host
 * (p50 and p95 on loopback, one call at a time, against calling the host directly), and requests per
 * second of ApplicationOptions from memory beside a bare Express handler answering the same bytes, for
 * one process (PGlite) and WORKERS=2 (PostgreSQL, when TEST_DATABASE_URL is given). The host is a
 * stand-in answering a fixed JSON body, so its own cost is the same both ways.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent as HttpAgent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import express from 'express';
import { listen } from '../server-mock/listen.ts';
import { openPg } from '../server-mock/store/pg-database.ts';
import { withDatabase } from '../server-mock/store/pg-sandbox-database.ts';
import { percentile } from './keystroke-latency.ts';
import { load } from './throughput.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CALLS = Number(process.env.BENCH_GATEWAY_CALLS ?? 2000);

/** One set-up's ApplicationOptions throughput beside the bare handler. */
export interface GatewayThroughput {
  setup: string;
  applicationOptionsRps: number;
  bareRps: number;
  ratio: number;
}

/** What `npm run bench` reports of gateway mode. */
export interface GatewayFigures {
  calls: number;
  direct: { p50Ms: number; p95Ms: number };
  throughGateway: { p50Ms: number; p95Ms: number };
  addedP50Ms: number;
  addedP95Ms: number;
  throughput: GatewayThroughput[];
}

function timedGet(url: string, agent: HttpAgent): Promise<number> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(Number(process.hrtime.bigint() - started) / 1e6));
    })
      .on('error', reject)
      .end();
  });
}

async function startGateway(
  upstream: string,
  env: Record<string, string>,
): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server-mock/cluster.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      UPSTREAM_API_URL: upstream,
      UPSTREAM_CONTRACT: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
      if (!match) return;
      // From here on the lines are only drained, as a log collector would, not kept and searched:
      // keeping them cost the bench process (the load generator's) CPU in proportion to the log.
      child.stdout!.off('data', read).resume();
      resolve(match[1]!);
    };
    child.stdout!.on('data', read);
    child.once('exit', (code) => reject(new Error(`The gateway exited with ${code}`)));
  });
  // WORKERS=2: each worker prints its own line; wait until ApplicationOptions answers.
  while (
    !(await fetch(`${url}/api/setup/ApplicationOptions`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await new Promise((r) => setTimeout(r, 200));
  let stopped: Promise<void> | undefined;
  return {
    url,
    stop: () =>
      (stopped ??= (async () => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      })()),
  };
}

/** ApplicationOptions of `gatewayUrl` beside a bare Express handler sending the same gzip bytes and headers. */
async function throughput(setup: string, gatewayUrl: string, seconds: number): Promise<GatewayThroughput> {
  const sample = await fetch(`${gatewayUrl}/api/setup/ApplicationOptions`, { headers: { 'accept-encoding': 'gzip' } });
  const bytes = await new Promise<Buffer>((resolve, reject) => {
    request(`${gatewayUrl}/api/setup/ApplicationOptions`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve(Buffer.concat(parts)));
    })
      .on('error', reject)
      .end();
  });
  const bare = express();
  bare.get('/bare', (_req, res) => {
    res
      .set({
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Encoding': 'gzip',
        ETag: sample.headers.get('etag') ?? '',
        'Cache-Control': 'no-cache',
      })
      .end(bytes);
  });
  const server = await listen(bare, 0);
  try {
    const bareRun = await load(`${server.url}/bare`, seconds);
    const gatewayRun = await load(`${gatewayUrl}/api/setup/ApplicationOptions`, seconds);
    return {
      setup,
      applicationOptionsRps: gatewayRun.rps,
      bareRps: bareRun.rps,
      ratio: Number((gatewayRun.rps / bareRun.rps).toFixed(2)),
    };
  } finally {
    await server.close();
  }
}

/** Every gateway figure; PostgreSQL's WORKERS=2 only when `adminUrl` is given. */
export async function gatewayFigures(seconds: number, adminUrl: string | undefined): Promise<GatewayFigures> {
  const body = Buffer.from(JSON.stringify({ HasNoErrors: true, Errors: [], isEnabled: false }));
  const host = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body),
  );
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-gateway-'));
  const agent = new HttpAgent({ keepAlive: true, maxSockets: 1 });
  try {
    const gateway = await startGateway(hostUrl, { DATA_DIR: join(dataDir, 'gateway'), WORKERS: '1' });
    const direct: number[] = [];
    const through: number[] = [];
    try {
      for (let i = 0; i < 200; i++)
        await Promise.all([
          timedGet(`${hostUrl}/api/MaintenanceMode`, agent),
          timedGet(`${gateway.url}/api/MaintenanceMode`, agent),
        ]); // warm-up
      for (let i = 0; i < CALLS; i++) {
        direct.push(await timedGet(`${hostUrl}/api/MaintenanceMode`, agent));
        through.push(await timedGet(`${gateway.url}/api/MaintenanceMode`, agent));
      }
      const results: GatewayThroughput[] = [await throughput('1 process (PGlite)', gateway.url, seconds)];
      await gateway.stop();
      if (adminUrl) {
        const admin = await openPg(adminUrl, { max: 1 });
        const name = `bench_gateway_${Date.now().toString(36)}`;
        await admin.exec(`create database ${name}`);
        try {
          const two = await startGateway(hostUrl, { DATABASE_URL: withDatabase(adminUrl, name), WORKERS: '2' });
          try {
            results.push(await throughput('WORKERS=2 (PostgreSQL)', two.url, seconds));
          } finally {
            await two.stop();
          }
        } finally {
          await admin.exec(`drop database if exists ${name} with (force)`);
          await admin.close();
        }
      }
      const round = (ms: number) => Number(ms.toFixed(2));
      return {
        calls: CALLS,
        direct: { p50Ms: round(percentile(direct, 50)), p95Ms: round(percentile(direct, 95)) },
        throughGateway: { p50Ms: round(percentile(through, 50)), p95Ms: round(percentile(through, 95)) },
        addedP50Ms: round(percentile(through, 50) - percentile(direct, 50)),
        addedP95Ms: round(percentile(through, 95) - percentile(direct, 95)),
        throughput: results,
      };
    } finally {
      await gateway.stop();
    }
  } finally {
    agent.destroy();
    host.closeAllConnections();
    await new Promise((resolve) => host.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The table rows of `npm run bench`. */
export function gatewayRows(figures: GatewayFigures): [string, string][] {
  return [
    [
      'Gateway: added latency of a forwarded call (loopback, one at a time; aim p50 < 2 ms)',
      `p50 ${figures.addedP50Ms} ms, p95 ${figures.addedP95Ms} ms (direct p50 ${figures.direct.p50Ms} / p95 ${figures.direct.p95Ms} ms, through the gateway ${figures.throughGateway.p50Ms} / ${figures.throughGateway.p95Ms} ms, ${figures.calls} calls)`,
    ],
    ...figures.throughput.map((t): [string, string] => [
      `Gateway ApplicationOptions from memory, ${t.setup} (aim ratio >= 0.5)`,
      `${t.applicationOptionsRps} req/s beside bare Express with the same bytes ${t.bareRps} req/s (ratio ${t.ratio})`,
    ]),
  ];
}

// `bash scripts/with-postgres.sh --optional tsx bench/gateway.ts`: these figures alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await gatewayFigures(Number(process.env.BENCH_LOAD_SECONDS ?? 5), process.env.TEST_DATABASE_URL);
  for (const [figure, value] of gatewayRows(figures)) console.log(`| ${figure} | ${value}`);
}
