/**
 * Gateway mode's part of the app (decision 300): ApplicationOptions from the published settings in
 * memory, every other `/api/*` call forwarded to the lender's host, and the probe `/readyz` reports the
 * host by. `create-app.ts` mounts this in place of the sandbox's API and test controls.
 */
import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../app-context.ts';
import { PREVIEW_PREFIX } from '../http/preview-alias.ts';
import { contractObserver } from './contract-observer.ts';
import { previewSandbox, type StartPreviewApp } from './preview-sandbox.ts';
import { applicationOptionsFromMemory, publishedSettings } from './published-settings.ts';
import { upstreamProbe } from './upstream-probe.ts';
import { upstreamProxy } from './upstream-proxy.ts';

/** Gateway mode's options (`UPSTREAM_API_URL`, `UPSTREAM_CONTRACT`; timeouts for tests). */
export interface GatewayOptions {
  upstreamUrl: string;
  contract: 'observe' | 'off';
  connectTimeoutMs?: number;
  answerTimeoutMs?: number;
}

/** The mounted gateway. */
export interface Gateway {
  /** What `/readyz` reports besides the store. */
  dependencies: Record<string, () => Promise<boolean>>;
  /**
   * `GET /api/setup/ApplicationOptions` from memory: mounted before the compression and path checks,
   * since its bytes are compressed once per published version and its path is fixed.
   */
  applicationOptions: RequestHandler;
  /** Mounted at the root, after the studio's API and before the front ends. */
  routes: Router;
  /** Stops listening for publishes (before the store closes). */
  close(): Promise<void>;
}

/**
 * Builds the gateway's routes over the app's context (its store holds the published settings and the
 * staff); `startPreview` starts the studio preview's sandbox when first needed.
 */
export async function createGateway(
  ctx: AppContext,
  options: GatewayOptions,
  startPreview: StartPreviewApp,
): Promise<Gateway> {
  const settings = await publishedSettings(ctx);
  const preview = previewSandbox(ctx, startPreview);
  ctx.previewSandbox = preview.get;
  const observer = options.contract === 'observe' ? contractObserver(ctx.logger) : undefined;
  const routes = Router();
  routes.use(PREVIEW_PREFIX, ...preview.routes);
  routes.use(
    upstreamProxy({
      target: options.upstreamUrl,
      logger: ctx.logger,
      connectTimeoutMs: options.connectTimeoutMs,
      answerTimeoutMs: options.answerTimeoutMs,
      ...(observer ? { onAnswer: observer.watch } : {}),
    }),
  );
  const close = async () => {
    await preview.close();
    await settings.close();
  };
  return {
    dependencies: { upstream: upstreamProbe(options.upstreamUrl) },
    applicationOptions: applicationOptionsFromMemory(settings),
    routes,
    close,
  };
}
