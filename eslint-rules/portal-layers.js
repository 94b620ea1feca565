// The portal's layers, in one place: read by the ESLint rule (portal-layers/no-layer-breach) and by
// scripts/import-graph.ts, so the lint and the report never disagree. Drawn in
// docs/decisions/130-portal-layers.md.
import path from 'node:path';

/**
 * What each layer may import (besides itself and npm packages). `app` composes features; a feature
 * may import only its own folder and the layers below; `testing` (test harnesses) may import
 * anything but only test files and other harnesses may import it.
 */
export const ALLOWED = {
  entry: [
    'app',
    'preview',
    'session',
    'api',
    'forms',
    'ui',
    'settings',
    'mobile',
    'vendor',
    'styles',
    'schemas',
    'contract',
  ],
  app: ['features', 'session', 'api', 'forms', 'ui', 'settings', 'mobile', 'vendor', 'styles', 'schemas', 'contract'],
  // The studio's preview bridge: loaded lazily by the entry in a studio frame only; drives the state
  // layers (settings, session) from outside, never a screen (decision 260).
  preview: ['session', 'api', 'settings', 'schemas', 'contract'],
  features: ['session', 'api', 'forms', 'ui', 'settings', 'mobile', 'vendor', 'styles', 'schemas', 'contract'],
  session: ['api', 'ui', 'settings', 'mobile', 'schemas', 'contract'],
  forms: ['api', 'ui', 'settings', 'vendor', 'schemas', 'contract'],
  mobile: ['api', 'settings', 'schemas', 'contract'],
  api: ['settings', 'schemas', 'contract'],
  ui: ['settings', 'schemas'],
  settings: ['schemas', 'contract'],
  vendor: [],
  styles: [],
  schemas: ['contract'],
  contract: [],
  testing: null, // harnesses compose whatever a test needs
};

/** Top-level folders of portal/src and the layer each one is. */
const PORTAL_FOLDERS = {
  app: 'app',
  preview: 'preview',
  features: 'features',
  session: 'session',
  api: 'api',
  forms: 'forms',
  ui: 'ui',
  settings: 'settings',
  mobile: 'mobile',
  vendor: 'vendor',
  styles: 'styles',
  testing: 'testing',
};

/** Import prefixes of tsconfig.json's `paths`, mapped to repository folders. */
const ALIASES = [
  ['@/', 'portal/src/'],
  ['@schemas/', 'schemas/src/'],
  ['@contract/api-types', 'schemas/api/generated/api-types'],
];

const toPosix = (p) => p.split(path.sep).join('/');

/** True for test files, which may use the testing harnesses. */
export function isTestFile(relPath) {
  return /\.test\.tsx?$/.test(relPath);
}

/**
 * Layer of a repository-relative path, or null for files outside the portal's layers.
 * @returns {{ layer: string, feature?: string } | null}
 */
export function layerOf(relPath) {
  const p = toPosix(relPath);
  if (p.startsWith('schemas/api/')) return { layer: 'contract' };
  if (p.startsWith('schemas/')) return { layer: 'schemas' };
  if (!p.startsWith('portal/src/')) return null;
  const parts = p.slice('portal/src/'.length).split('/');
  if (parts.length === 1) return { layer: 'entry' };
  // A `testing/` folder anywhere holds harnesses (api/testing/fake-api-adapter.ts, ...).
  if (parts.slice(0, -1).includes('testing')) return { layer: 'testing' };
  const layer = PORTAL_FOLDERS[parts[0]];
  if (!layer) return null;
  return layer === 'features' ? { layer, feature: parts[1] } : { layer };
}

/**
 * Repository-relative path an import specifier points at (without guessing the extension), or
 * null for packages.
 */
export function resolveImport(fromRelPath, specifier) {
  for (const [prefix, target] of ALIASES) {
    if (specifier.startsWith(prefix)) return target + specifier.slice(prefix.length);
  }
  if (specifier.startsWith('.')) return toPosix(path.posix.join(path.posix.dirname(toPosix(fromRelPath)), specifier));
  return null;
}

/**
 * Why importing `toRelPath` from `fromRelPath` breaks the layers, or null when it is allowed.
 * @returns {string | null}
 */
export function layerBreach(fromRelPath, toRelPath) {
  const from = layerOf(fromRelPath);
  const to = layerOf(toRelPath);
  if (!from || !to) return null;
  if (to.layer === 'testing') {
    return from.layer === 'testing' || isTestFile(fromRelPath) ? null : 'only tests may import the testing harnesses';
  }
  if (from.layer === 'testing') return null;
  if (from.layer === 'features' && to.layer === 'features') {
    return from.feature === to.feature
      ? null
      : `feature "${from.feature}" must not import feature "${to.feature}"; lift what both need into a lower layer`;
  }
  if (from.layer === to.layer) return null;
  if (ALLOWED[from.layer].includes(to.layer)) return null;
  return `${from.layer} must not import ${to.layer}`;
}
