/**
 * Serves the production build: the portal at `/`, the studio at `/studio/`, hashed assets with a
 * one-year immutable cache, HTML with `no-cache` so a new build is picked up at once (the portal's with
 * the login logo's preload link, decision 387, and its boot view, decision 407). When the
 * build is missing, the HTML routes answer 503 saying how to build, instead of a bare 404.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import express, { Router, type Response } from 'express';
import { previewQueryParam } from '../../schemas/src/studio/preview-protocol.ts';
import type { LoginLogoHints } from '../use-cases/setup/login-logo-preload.ts';
import { servePrecompressed } from './precompressed.ts';

/** The page shown when `dist/` has not been built yet. */
export function notBuiltPage(file: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal not built</title></head>',
    '<body><main><h1>The portal has not been built yet</h1>',
    `<p>${file} is missing. Run <code>npm run build</code> (or <code>npm start</code>, which builds first), then reload.</p>`,
    '</main></body></html>',
  ].join('');
}

function sendNotBuilt(res: Response, file: string): void {
  res.status(503).type('html').set('Cache-Control', 'no-store').send(notBuiltPage(file));
}

function sendHtml(res: Response, file: string): void {
  if (!existsSync(file)) return sendNotBuilt(res, file);
  res.set('Cache-Control', 'no-cache');
  res.sendFile(file, { cacheControl: false });
}

/** The empty root the build's portal HTML holds, where the boot view goes. */
const EMPTY_ROOT = '<div id="root"></div>';

/** What to serve: the build's folder, and whether this is production (no preview lab there). */
export interface ServeDistOptions {
  production: boolean;
  /** The login logo's preload link and boot view for the portal HTML (none when absent). */
  portalLogo?: () => Promise<LoginLogoHints>;
}

/** Routes serving the build in `distDir`. */
export function serveDist(distDir: string, options: ServeDistOptions = { production: false }): Router {
  const router = Router();
  const portalHtml = join(distDir, 'portal', 'index.html');
  const studioHtml = join(distDir, 'settings-studio', 'index.html');
  const labHtml = join(distDir, 'settings-studio', 'preview-lab.html');
  const sharedHtml = join(distDir, 'settings-studio', 'shared-preview.html');

  router.get('/', async (req, res) => {
    const { link, bootView } = (await options.portalLogo?.()) ?? {};
    if (link) res.set('Link', link);
    // The studio's preview frame shows a draft: the published logo is not its to paint.
    if (!bootView || req.query[previewQueryParam] !== undefined) return sendHtml(res, portalHtml);
    let html: string;
    try {
      html = await readFile(portalHtml, 'utf8');
    } catch {
      return sendNotBuilt(res, portalHtml);
    }
    // Express answers a matching If-None-Match with 304 (its ETag is the body's), as sendFile did.
    res
      .set('Cache-Control', 'no-cache')
      .type('html')
      .send(html.replace(EMPTY_ROOT, `<div id="root">${bootView}</div>`));
  });
  router.get(['/studio', '/studio/'], (_req, res) => sendHtml(res, studioHtml));
  // A shared preview link's page (decision 390): no staff session needed, the token after `#` is checked by the API.
  router.get('/studio/shared-preview', (_req, res) => sendHtml(res, sharedHtml));
  // The preview lab shows the portal with any values, signed in as scenario users: a sandbox tool only.
  router.get('/studio/preview-lab', (_req, res, next) =>
    options.production ? next('router') : sendHtml(res, labHtml),
  );
  // Nor is its built file reachable as a static file, in any mode.
  router.get('/settings-studio/preview-lab.html', (_req, _res, next) => next('router'));
  router.use(
    '/assets',
    servePrecompressed(join(distDir, 'assets')),
    express.static(join(distDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );
  // Unhashed files Vite copies from public/ (favicon and such): revalidated on every use.
  router.use(
    express.static(distDir, {
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (res) => res.set('Cache-Control', 'no-cache'),
    }),
  );
  // Browsers ask for /favicon.ico on their own; without one in the build, answer "nothing"
  // rather than a 404 that shows up as a console error on every page.
  router.get('/favicon.ico', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=86400').status(204).end();
  });
  return router;
}
