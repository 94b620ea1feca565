/**
 * Builds the sandbox app: security headers and compression first, then the API, the test controls,
 * logos and the built front ends, and last the 404 and the one error middleware. Tests start it
 * in-process on port 0; `main.ts` starts it for `npm start`.
 */
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express, { type Express } from 'express';
import type { DestinationStream } from 'pino';
import type { AppContext } from './app-context.ts';
import { SANDBOX_STAFF_ACCESS, type StaffAccess } from './config/staff-access.ts';
import { createGateway, type GatewayOptions } from './gateway/gateway-routes.ts';
import { gatewaySeed } from './gateway/gateway-seed.ts';
import { errorMiddleware, notFound } from './http/error-middleware.ts';
import { rejectMalformedPath } from './http/malformed-path.ts';
import { createFaultRegistry, faultInjection } from './http/fault-injection.ts';
import { openApiValidation } from './http/openapi-validation.ts';
import { previewAlias } from './http/preview-alias.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { sharedControls } from './http/shared-controls.ts';
import { serveDist } from './http/serve-dist.ts';
import { loginLogoHints } from './use-cases/setup/login-logo-preload.ts';
import { serveLogos } from './http/serve-logos.ts';
import { createLogger, type LogLevel } from './logging/logger.ts';
import { apiRouter } from './routes/api-router.ts';
import { healthRoutes } from './routes/health-routes.ts';
import { mockControlRoutes } from './routes/mock-controls.ts';
import { mediaRoutes } from './routes/studio/image-routes.ts';
import { studioRouter, type StudioRoutes } from './routes/studio/studio-router.ts';
import { transferRoutes } from './routes/studio/transfer-routes.ts';
import { createSandboxClock, type Clock } from './sandbox-clock.ts';
import { scenarioSeed } from './scenarios/seed.ts';
import { settingsSamples, type SampleSource } from './store/sample-source.ts';
import { openSandboxDatabase, type SandboxDatabase, type StoreSeed } from './store/sandbox-database.ts';
import { saveFrozenClock } from './store/shared-controls-repo.ts';
import { appLimits } from './use-cases/limits/app-limits.ts';
import { DEFAULT_SESSION_IDLE_MINUTES } from './store/sessions-repo.ts';
import { startScheduledPublishing } from './use-cases/studio/scheduled-publish-timer.ts';

/** Options of one sandbox instance; every one has a default fit for `npm start`. */
export interface CreateAppOptions {
  /**
   * Check every JSON response against the contract (500 `ResponseContractViolation` when broken). On in tests and e2e;
   * default false.
   */
  validateResponses?: boolean;
  /** Sample institution served on a fresh store (and after a reset). Default `default`. */
  sampleId?: string;
  /**
   * Folder that keeps the state across restarts (`npm start`: `.data/sandbox/`). Default none:
   * a fresh in-memory store seeded from the per-process template (tests).
   */
  dataDir?: string;
  /**
   * A PostgreSQL server database (`DATABASE_URL`), migrated and seeded on first use, which several
   * processes may serve at once. Takes the place of `dataDir`.
   */
  databaseUrl?: string;
  /**
   * Tests: opens this instance's store from the seed instead (the PostgreSQL pass gives each test app its own
   * copy of the seeded template on a server). Production code never passes it.
   */
  openStore?: (seed: StoreSeed) => Promise<SandboxDatabase>;
  /** Mount `/__mock/` test controls. Default true. */
  controlsEnabled?: boolean;
  /** Folder of the production build. Default `<repo>/dist`. */
  distDir?: string;
  /** Default `info`; `silent` for tests and bench. */
  logLevel?: LogLevel;
  /** Where log lines go (tests collect them). Default stdout. */
  logDestination?: DestinationStream;
  /** Base clock (`PUT /__mock/clock` can still freeze it). Default the system clock. */
  clock?: Clock;
  /** Default the samples in `settings-samples/`. */
  samples?: SampleSource;
  /**
   * Express `trust proxy` (TRUST_PROXY): a hop count or the proxies' addresses. Only then do
   * X-Forwarded-Proto/-Host/-For decide the scheme (secure cookies, the studio's Origin check)
   * and the caller's address (sign-in limits). Default none: forwarded headers are ignored.
   */
  trustProxy?: number | string;
  /** Minutes without a call after which a session ends. Default 20. */
  sessionIdleMinutes?: number;
  /** Serve as production (NODE_ENV=production): web address settings https only, no preview lab. Default false. */
  production?: boolean;
  /**
   * Gateway mode (`UPSTREAM_API_URL`): the lender's API is a real host; this app serves the front ends,
   * the studio and ApplicationOptions and forwards every other `/api/*` call (decision 300). No sandbox
   * API, no test controls, no borrowers in the store.
   */
  gateway?: GatewayOptions;
  /** Scenario staff and the publishers' second factor. Default the sandbox's (`SANDBOX_STAFF_ACCESS`). */
  staffAccess?: StaffAccess;
  /**
   * How often this process looks for scheduled change requests that are due (decision 341); 0 never. Default 1000 ms.
   */
  scheduledPublishEveryMs?: number;
}

/** One sandbox instance: the Express app, its context, and `close` to release the store. */
export interface SandboxApp {
  app: Express;
  ctx: AppContext;
  /** Shutdown began: `/readyz` answers 503 from now on, while requests in flight finish. */
  beginShutdown(): void;
  /** Closes the store (call after the HTTP server has closed). */
  close(): Promise<void>;
}

/** Routers other areas add to the studio API (export and import), after its own. */
const STUDIO_EXTRA_ROUTES: readonly StudioRoutes[] = [transferRoutes];

/** Largest accepted JSON body; bigger ones answer 413. */
export const BODY_LIMIT = '100kb';

/** The repository's `dist/` folder. */
export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist/', import.meta.url));

/** Creates one sandbox instance: opens (and if new, seeds) its store and builds the Express app. */
export async function createApp(options: CreateAppOptions = {}): Promise<SandboxApp> {
  const sampleId = options.sampleId ?? 'default';
  const samples = options.samples ?? settingsSamples;
  if (!samples.ids().includes(sampleId)) {
    throw new Error(`Unknown sample institution "${sampleId}"; known: ${samples.ids().join(', ')}`);
  }
  const logger = createLogger({ level: options.logLevel ?? 'info', destination: options.logDestination });
  const clockControl = createSandboxClock(options.clock);
  // Seeding is the app's business: the store is handed the scenarios' seed as of the clock's now.
  const staffAccess = options.staffAccess ?? SANDBOX_STAFF_ACCESS;
  const seed = () =>
    options.gateway
      ? gatewaySeed({ sampleId, samples, now: clockControl.now() })
      : scenarioSeed({ sampleId, samples, now: clockControl.now(), scenarioStaff: staffAccess.scenarioStaff });
  const db = options.openStore
    ? await options.openStore(seed())
    : await openSandboxDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl, seed });
  clockControl.persistWith((moment) => saveFrozenClock(db, moment));
  const shutdown = new AbortController();
  const ctx: AppContext = {
    db,
    samples,
    logger,
    clock: clockControl.now,
    clockControl,
    faults: createFaultRegistry(db),
    sessionIdleMinutes: options.sessionIdleMinutes ?? DEFAULT_SESSION_IDLE_MINUTES,
    limits: appLimits(db),
    production: options.production ?? false,
    staffAccess,
    shutdown: shutdown.signal,
  };

  const app = express();
  app.disable('x-powered-by');
  if (options.trustProxy !== undefined) app.set('trust proxy', options.trustProxy);
  // The one place that decides sandbox or gateway (decision 300).
  // Gateway mode's preview sandbox: this app again, in memory, with the scenario borrowers and no host.
  const startPreview = (previewSample: string) =>
    createApp({
      ...options,
      gateway: undefined,
      dataDir: undefined,
      databaseUrl: undefined,
      sampleId: previewSample,
      controlsEnabled: true,
      logLevel: 'warn',
      logDestination: options.logDestination,
    });
  const gateway = options.gateway ? await createGateway(ctx, options.gateway, startPreview) : undefined;
  if (!options.gateway) app.use(previewAlias);
  app.use(securityHeaders);
  app.use(requestLog(logger));
  // Every borrower page asks for it: from memory, already compressed, ahead of the other middleware.
  if (gateway) app.get('/api/setup/ApplicationOptions', gateway.applicationOptions);
  app.use(compression());
  app.use(rejectMalformedPath);
  // Probes sit outside /api and its contract, before the validator and the front ends' fallback.
  let stopping = false;
  app.use(healthRoutes({ db, stopping: () => stopping, ...(gateway ? { dependencies: gateway.dependencies } : {}) }));

  const json = express.json({ limit: BODY_LIMIT });
  // The studio's API is this product's, not the lender's: outside the OpenAPI contract and its validator.
  app.use('/studio/api', json, studioRouter(ctx, STUDIO_EXTRA_ROUTES));
  if (gateway) app.use(gateway.routes);
  else {
    app.use(openApiValidation({ bodyLimit: BODY_LIMIT, validateResponses: options.validateResponses ?? false }));
    const controls = sharedControls(db, clockControl);
    app.use('/api', controls, faultInjection(ctx.faults), json, apiRouter(ctx));
    app.use('/api', notFound);
    if (options.controlsEnabled ?? true) app.use('/__mock', controls, json, mockControlRoutes(ctx));
  }

  app.use(mediaRoutes(ctx));
  app.use(serveLogos(samples));
  app.use(
    serveDist(options.distDir ?? DEFAULT_DIST_DIR, { production: ctx.production, portalLogo: loginLogoHints(ctx) }),
  );
  app.use(notFound);
  app.use(errorMiddleware(logger));
  const stopSchedule = startScheduledPublishing(ctx, options.scheduledPublishEveryMs ?? 1000);
  const beginShutdown = () => {
    stopping = true;
    shutdown.abort();
    stopSchedule();
  };
  const close = async () => {
    stopSchedule();
    await gateway?.close();
    await db.close();
  };
  return { app, ctx, beginShutdown, close };
}
