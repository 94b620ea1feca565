/**
 * Requests per second of the sandbox's `GET /api/setup/ApplicationOptions` beside a bare Express
 * route, measured in the same run so the ratio holds on any machine. The load loop runs in a
 * worker thread (the other core) with a bounded number of keep-alive connections and a fixed time.
 */
import { Worker } from 'node:worker_threads';
import express from 'express';
import { listen } from '../server-mock/listen.ts';

/** Result of one load run. */
export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
}

// Plain JS for the worker thread: fixed duration, CONNECTIONS requests in flight, gzip accepted like a browser.
const LOAD_LOOP = `
const { workerData, parentPort } = require('node:worker_threads');
const http = require('node:http');
const { url, seconds, connections, headers } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const end = Date.now() + seconds * 1000;
let requests = 0, errors = 0, running = connections;
function one() {
  if (Date.now() >= end) { if (--running === 0) { agent.destroy(); parentPort.postMessage({ requests, errors }); } return; }
  http.get(url, { agent, headers: { 'accept-encoding': 'gzip', ...headers } }, (res) => {
    res.resume();
    res.on('end', () => { if (res.statusCode === 200) requests++; else errors++; one(); });
  }).on('error', () => { errors++; one(); });
}
for (let i = 0; i < connections; i++) one();
`;

/** Drives `url` for `seconds` with `connections` requests in flight, each sending `headers`. */
export function load(
  url: string,
  seconds = 5,
  connections = 16,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_LOOP, { eval: true, workerData: { url, seconds, connections, headers } });
    worker.once('message', (m: { requests: number; errors: number }) => {
      resolve({ ...m, rps: Math.round(m.requests / seconds) });
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** A bare Express app with one small JSON route: the baseline. */
export async function bareExpressRps(seconds: number): Promise<LoadResult> {
  const app = express();
  app.get('/bare', (_req, res) => {
    res.json({ ok: true });
  });
  const server = await listen(app, 0);
  try {
    return await load(`${server.url}/bare`, seconds);
  } finally {
    await server.close();
  }
}
