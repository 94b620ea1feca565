/**
 * Builds the sandbox app: security headers and compression first, then the API, the test controls,
 * logos and the built front ends, and last the 404 and the one error middleware. Tests start it
 * in-process on port 0; `main.ts` starts it for `npm start`.
 */
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express, { type Express } from 'express';
import type { DestinationStream } from 'pino';
import type { AppContext, Clock } from './app-context.ts';
import { errorMiddleware, notFound } from './http/error-middleware.ts';
import { createFaultRegistry, faultInjection } from './http/fault-injection.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { serveDist } from './http/serve-dist.ts';
import { serveLogos } from './http/serve-logos.ts';
import { createLogger, type LogLevel } from './logging/logger.ts';
import { clientErrorRoutes } from './routes/client-error.ts';
import { loginRoutes } from './routes/login.ts';
import { mockControlRoutes } from './routes/mock-controls.ts';
import { setupRoutes } from './routes/setup.ts';
import { createMemoryStore } from './store/memory-store.ts';
import { settingsSamples, type SampleSource } from './store/sample-source.ts';
import type { SandboxStore } from './store/sandbox-store.ts';

/** Options of one sandbox instance; every one has a default fit for `npm start`. */
export interface CreateAppOptions {
  /** Sample institution served at start (and after a reset). Default `default`. */
  sampleId?: string;
  /** Mount `/__mock/` test controls. Default true. */
  controlsEnabled?: boolean;
  /** Folder of the production build. Default `<repo>/dist`. */
  distDir?: string;
  /** Default `info`; `silent` for tests and bench. */
  logLevel?: LogLevel;
  /** Where log lines go (tests collect them). Default stdout. */
  logDestination?: DestinationStream;
  /** Default the system clock. */
  clock?: Clock;
  /** Default the samples in `settings-samples/`. */
  samples?: SampleSource;
  /** Default a fresh in-memory store. */
  store?: SandboxStore;
}

/** Largest accepted JSON body; bigger ones answer 413. */
export const BODY_LIMIT = '100kb';

/** The repository's `dist/` folder. */
export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist/', import.meta.url));

/** Creates the Express app of one sandbox instance. */
export async function createApp(options: CreateAppOptions = {}): Promise<Express> {
  const sampleId = options.sampleId ?? 'default';
  const samples = options.samples ?? settingsSamples;
  if (!samples.ids().includes(sampleId)) {
    throw new Error(`Unknown sample institution "${sampleId}"; known: ${samples.ids().join(', ')}`);
  }
  const logger = createLogger({ level: options.logLevel ?? 'info', destination: options.logDestination });
  const ctx: AppContext = {
    store: options.store ?? (await createMemoryStore(sampleId)),
    samples,
    logger,
    clock: options.clock ?? (() => new Date()),
    faults: createFaultRegistry(),
  };

  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders);
  app.use(compression());
  app.use(requestLog(logger));

  const json = express.json({ limit: BODY_LIMIT });
  app.use('/api', faultInjection(ctx.faults), json, setupRoutes(ctx), loginRoutes(ctx), clientErrorRoutes(ctx));
  app.use('/api', notFound);
  if (options.controlsEnabled ?? true) app.use('/__mock', json, mockControlRoutes(ctx));

  app.use(serveLogos(samples));
  app.use(serveDist(options.distDir ?? DEFAULT_DIST_DIR));
  app.use(notFound);
  app.use(errorMiddleware(logger));
  return app;
}
