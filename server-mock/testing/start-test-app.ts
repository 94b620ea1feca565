/**
 * Starts a sandbox in-process on port 0 for handler tests (real HTTP through `fetch`), with the
 * fixture samples, a fresh isolated store, silent or collected logs and, unless given, a `dist/`
 * that does not exist. `close()` stops the server and closes the store: always call it (afterAll).
 */
import { Writable } from 'node:stream';
import type { Express } from 'express';
import type { AppContext } from '../app-context.ts';
import { createApp, type CreateAppOptions } from '../create-app.ts';
import { listen } from '../listen.ts';
import { openFreshOnServer } from '../store/pg-test-databases.ts';
import type { StoreSeed } from '../store/sandbox-database.ts';
import { fixtureSamples } from './fixture-samples.ts';

/** Options of a test app: the app's own, plus log collection. */
export type TestAppOptions = CreateAppOptions & { collectLogs?: boolean };

/** A running test app. */
export interface TestApp {
  url: string;
  /** Every log line written so far (when `collectLogs` was set). */
  logs: string[];
  /** The Express app (route inventories). */
  app: Express;
  /** The app's context: `ctx.db` for asserting stored state, `ctx.clockControl`, ... */
  ctx: AppContext;
  close(): Promise<void>;
  /** `fetch` relative to the app; JSON bodies are serialised and typed as JSON. */
  call(
    path: string,
    init?: { method?: string; json?: unknown; body?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  /** Logs a scenario user in through the API; answers the user token (fails the test on refusal). */
  login(username: string, password?: string): Promise<string>;
}

/** Starts the app; pass `collectLogs: true` to read log lines from `logs`. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const { collectLogs, ...appOptions } = options;
  // The PostgreSQL pass (scripts/test.sh): each app gets its own database on the server, unless the test is
  // about a PGlite folder (`dataDir`).
  const testDatabaseUrl = appOptions.dataDir === undefined ? process.env.TEST_DATABASE_URL : undefined;
  const sandbox = await createApp({
    samples: fixtureSamples,
    distDir: '/nonexistent-dist',
    logLevel: collectLogs ? 'debug' : 'silent',
    validateResponses: true, // a handler answering outside the contract fails its test (500 ResponseContractViolation)
    ...(testDatabaseUrl ? { openStore: (seed: StoreSeed) => openFreshOnServer(testDatabaseUrl, seed) } : {}),
    ...(collectLogs ? { logDestination: sink } : {}),
    ...appOptions,
  });
  const running = await listen(sandbox.app, 0).catch(async (error: unknown) => {
    await sandbox.close();
    throw error;
  });
  const call: TestApp['call'] = (path, init = {}) =>
    fetch(running.url + path, {
      method: init.method ?? (init.json === undefined && init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.json !== undefined || init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
  return {
    url: running.url,
    logs,
    app: sandbox.app,
    ctx: sandbox.ctx,
    close: async () => {
      await running.close();
      await sandbox.close();
    },
    call,
    login: async (username, password = 'Password1!') => {
      const res = await call('/api/login/userlogin', { json: { username, password } });
      const body = (await res.json()) as { UserToken?: string };
      if (res.status !== 200 || !body.UserToken)
        throw new Error(`Login as ${username} answered ${res.status}: ${JSON.stringify(body)}`);
      return body.UserToken;
    },
  };
}
