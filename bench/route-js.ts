/**
 * Gzip JS per route: Chromium visits every route of the route table (logged in for myaccount
 * routes) and records which scripts it loads; sizes come from the build's files, split into the
 * initial JS (portal entry and its static imports, from the manifest) and what the route adds lazily.
 */
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { routeTable, visitPath } from '../portal/src/app/route-table.ts';
import { gzipTotal, readManifest, staticClosure } from '../scripts/bundle-size.ts';

/** One row of the per-route table. */
export interface RouteJsRow {
  route: string;
  initialGzip: number;
  lazyGzip: number;
  lazyFiles: string[];
}

async function scriptsOf(context: BrowserContext, url: string): Promise<string[]> {
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') files.add(new URL(r.url()).pathname.replace(/^\//, ''));
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.close();
  return [...files];
}

/** Measures every route; `loggedIn` is a context holding a borrower session (or undefined when login failed). */
export async function measureRouteJs(
  browser: Browser,
  baseUrl: string,
  distDir: string,
  loggedIn: BrowserContext | undefined,
): Promise<RouteJsRow[]> {
  const initial = staticClosure(readManifest(distDir), 'portal/index.html');
  const initialGzip = gzipTotal(distDir, initial);
  const loggedOut = await browser.newContext();
  const rows: RouteJsRow[] = [];
  for (const route of routeTable) {
    const context = route.area === 'myaccount' ? loggedIn : loggedOut;
    if (!context) continue;
    const loaded = await scriptsOf(context, `${baseUrl}/#${visitPath(route)}`);
    const lazyFiles = loaded.filter((f) => !initial.includes(f) && f.startsWith('assets/'));
    rows.push({ route: visitPath(route), initialGzip, lazyGzip: gzipTotal(distDir, lazyFiles), lazyFiles });
  }
  await loggedOut.close();
  return rows;
}

/**
 * The build folder measured and served: `BENCH_DIST_DIR` (e.g. a helper's own build), else the repository's `dist/`.
 */
export const distDir = process.env.BENCH_DIST_DIR
  ? resolve(process.env.BENCH_DIST_DIR)
  : join(import.meta.dirname, '..', 'dist');
