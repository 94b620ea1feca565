/**
 * Vite plugin: the portal HTML paints the login logo before the scripts run (decision 407). The server
 * writes the logo into `#root`; for the first frame the browser needs only the HTML, the stylesheet and
 * the logo (preloaded by the HTML's `Link` header). Vite puts the stylesheet after the entry script and its
 * module preloads, and fetches those at high priority: the first paint then waits behind some 150 KB of
 * scripts on a slow connection. Here the stylesheets go first and the scripts are fetched at low priority.
 */
import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/** The HTML with its stylesheets ahead of the first script, and its module scripts and preloads at low priority. */
export function paintFirst(html: string): string {
  const sheets = html.match(STYLESHEET) ?? [];
  let out = html.replace(STYLESHEET, '');
  const at = out.indexOf('<script');
  if (at >= 0 && sheets.length > 0)
    out = `${out.slice(0, at)}${sheets.map((s) => s.trim()).join('\n    ')}\n    ${out.slice(at)}`;
  return out
    .replaceAll('<script type="module" crossorigin src=', '<script type="module" crossorigin fetchpriority="low" src=')
    .replaceAll(
      '<link rel="modulepreload" crossorigin href=',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
    );
}

/** Applies {@link paintFirst} to one HTML entry of the build (output file name, e.g. `portal/index.html`). */
export function paintFirstPlugin({ html }: { html: string }): Plugin {
  return {
    name: 'paint-first',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle[html];
      if (page?.type === 'asset' && typeof page.source === 'string') page.source = paintFirst(page.source);
    },
  };
}
