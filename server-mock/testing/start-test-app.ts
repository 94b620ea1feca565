/**
 * Starts a sandbox in-process on port 0 for handler tests (real HTTP through `fetch`), with the
 * fixture samples, silent or collected logs and, unless given, a `dist/` that does not exist.
 */
import { Writable } from 'node:stream';
import { createApp, type CreateAppOptions } from '../create-app.ts';
import { listen } from '../listen.ts';
import { fixtureSamples } from './fixture-samples.ts';

/** A running test app. */
export interface TestApp {
  url: string;
  /** Every log line written so far (when `collectLogs` was set). */
  logs: string[];
  close(): Promise<void>;
  /** `fetch` relative to the app; JSON bodies are serialised and typed as JSON. */
  call(path: string, init?: { method?: string; json?: unknown; body?: string; headers?: Record<string, string> }): Promise<Response>;
}

/** Starts the app; pass `collectLogs: true` to read log lines from `logs`. */
export async function startTestApp(options: CreateAppOptions & { collectLogs?: boolean } = {}): Promise<TestApp> {
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const { collectLogs, ...appOptions } = options;
  const app = await createApp({
    samples: fixtureSamples,
    distDir: '/nonexistent-dist',
    logLevel: collectLogs ? 'debug' : 'silent',
    ...(collectLogs ? { logDestination: sink } : {}),
    ...appOptions,
  });
  const running = await listen(app, 0);
  return {
    url: running.url,
    logs,
    close: running.close,
    call: (path, init = {}) =>
      fetch(running.url + path, {
        method: init.method ?? (init.json === undefined && init.body === undefined ? 'GET' : 'POST'),
        headers: { ...(init.json !== undefined || init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
        body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      }),
  };
}
