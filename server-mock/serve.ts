/**
 * One serving process: opens the store, listens, and stops cleanly. `main.ts` runs it for
 * `npm start`; a cluster entry can run it in each worker. Stopping (SIGTERM) takes the process out
 * of `/readyz`, stops accepting connections, lets requests in flight finish, then closes the store,
 * so the folder is left consistent and unlocked.
 */
import type { SandboxEnv } from './config/env.ts';
import { createApp } from './create-app.ts';
import { listen } from './listen.ts';

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** A serving process. */
export interface Served {
  url: string;
  /** Graceful stop; resolves once the store is closed. */
  stop(reason: string): Promise<void>;
}

/** Starts serving with the environment's settings. */
export async function serve(env: SandboxEnv): Promise<Served> {
  const startedAt = performance.now();
  const sandbox = await createApp({
    sampleId: env.sampleId,
    dataDir: env.dataDir,
    databaseUrl: env.databaseUrl,
    controlsEnabled: env.controlsEnabled,
    logLevel: env.logLevel,
    ...(env.trustProxy === undefined ? {} : { trustProxy: env.trustProxy }),
    production: env.production,
    ...(env.gateway ? { gateway: env.gateway } : {}),
    staffAccess: env.staffAccess,
  });
  // Where the state is, for the log and the banner (a URL's password never reaches a log line).
  const store = env.databaseUrl ? `PostgreSQL database ${new URL(env.databaseUrl).pathname.slice(1)}` : env.dataDir;
  const running = await listen(sandbox.app, env.port, env.host);
  const { logger } = sandbox.ctx;
  logger.info(
    {
      url: running.url,
      store,
      ...(env.gateway
        ? { mode: 'gateway', upstream: env.gateway.upstreamUrl, upstreamContract: env.gateway.contract }
        : { mode: 'sandbox', controls: env.controlsEnabled }),
      startMs: Math.round(performance.now() - startedAt),
    },
    'listening',
  );
  if (!env.production && env.gateway) {
    console.log(
      `Lender portal gateway on ${running.url}/ (studio ${running.url}/studio/), API calls forwarded to ${env.gateway.upstreamUrl}`,
    );
  } else if (!env.production) {
    const { url } = running;
    console.log(
      `Lender portal sandbox on ${url}/ (studio ${url}/studio/, API ${url}/api/${env.controlsEnabled ? `, test controls ${url}/__mock/` : ''})`,
    );
    console.log(
      env.databaseUrl
        ? `State kept in ${store} (POST /__mock/reset to start from the seed again)`
        : `State kept in ${env.dataDir} (delete the folder, or POST /__mock/reset, to start from the seed again)`,
    );
  }
  let stopping: Promise<void> | undefined;
  return {
    url: running.url,
    stop: (reason) =>
      (stopping ??= (async () => {
        logger.info({ reason }, 'stopping');
        sandbox.beginShutdown();
        await running.drain(SHUTDOWN_GRACE_MS);
        await sandbox.close();
        logger.info({ reason }, 'stopped');
      })()),
  };
}
