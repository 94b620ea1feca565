/**
 * Vite plugin: lets a visitor without a session fetch the landing page's lazy chunks (the login page and
 * what it imports statically, i.e. the form renderer) while the entry chunk is still loading, instead of
 * only once the router asks for them. A tiny classic script, emitted as a hashed asset and loaded `async`
 * before the entry (CSP `script-src 'self'` allows it), adds `<link rel="modulepreload" fetchpriority="low">`
 * for those files when the route lands on login: a login route, or the home/logged-in routes that redirect
 * there, and no session stored (a reload inside the logged-in area does not need them; other logged-out
 * pages such as opt-out keep loading only their own chunks). Low priority keeps them behind the entry chunk.
 * Measured in docs/decisions/003-precompressed-assets.md.
 */
import type { Plugin } from 'vite';

/** Output chunks as the bundle holds them (only the fields used here). */
interface BundleItem {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  source?: string | Uint8Array;
}

/** Files of `start` and its static imports, minus `loaded` (each once, `start` first). */
export function chunkClosure(bundle: Record<string, BundleItem>, start: string, loaded: ReadonlySet<string>): string[] {
  const files: string[] = [];
  const seen = new Set(loaded);
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return;
    seen.add(fileName);
    files.push(fileName);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(start);
  return files;
}

/**
 * Source of the hint script: adds the modulepreload links when the hash route (path before `?`) matches
 * `landingPaths` and `sessionKey` is not in sessionStorage.
 */
export function preloadScript(hrefs: string[], sessionKey: string, landingPaths: RegExp): string {
  return (
    `try{if(${landingPaths.toString()}.test(location.hash.slice(1).split("?")[0])&&!sessionStorage.getItem(${JSON.stringify(sessionKey)}))` +
    `for(const h of ${JSON.stringify(hrefs)}){` +
    `const l=document.createElement("link");l.rel="modulepreload";l.fetchPriority="low";l.crossOrigin="";l.href=h;document.head.append(l)}}catch(e){}\n`
  );
}

/** Which HTML entry gets the hints, which source is its landing page, and the session's sessionStorage key. */
export interface LandingPreloadOptions {
  /** Output file name of the HTML entry, e.g. `portal/index.html`. */
  html: string;
  /** Source of the landing page (a lazily imported module). */
  page: RegExp;
  /** sessionStorage key whose presence means "logged in": no hints then. */
  sessionKey: string;
  /** Hash routes (without `#` and query) that show the landing page to a visitor without a session. */
  landingPaths: RegExp;
}

/** Adds the landing page's hint script to one HTML entry of the build. */
export function landingPreloadPlugin({ html, page, sessionKey, landingPaths }: LandingPreloadOptions): Plugin {
  let base = '/';
  return {
    name: 'landing-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, output) {
      const bundle = output as unknown as Record<string, BundleItem>;
      const page_ = bundle[html];
      if (!page_ || page_.type !== 'asset' || typeof page_.source !== 'string') return;
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${html}`));
      const landing = chunks.find((c) => c.facadeModuleId && page.test(c.facadeModuleId));
      if (!entry || !landing)
        throw new Error(`landing-preload: no ${entry ? `chunk built from ${page}` : `entry chunk of ${html}`}`);
      const files = chunkClosure(bundle, landing.fileName, new Set(chunkClosure(bundle, entry.fileName, new Set())));
      const script = this.getFileName(
        this.emitFile({
          type: 'asset',
          name: 'landing-preload.js',
          source: preloadScript(
            files.map((f) => `${base}${f}`),
            sessionKey,
            landingPaths,
          ),
        }),
      );
      const tag = `<script async src="${base}${script}"></script>\n    `;
      const at = page_.source.indexOf('<script type="module"');
      if (at < 0) throw new Error(`landing-preload: ${html} has no module script to put the hints before`);
      page_.source = page_.source.slice(0, at) + tag + page_.source.slice(at);
    },
  };
}
