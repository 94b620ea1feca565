/**
 * Vite plugin: `virtual:settings-defaults` exports `settingDefaults` (kind and default of every catalogue key),
 * read from `schemas/settings/*.json` at build time. The portal bundle gets defaults without the descriptions.
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { catalogueDir, listCatalogueFiles, readCatalogue } from '../src/settings/read-catalogue-files.ts';

const virtualId = 'virtual:settings-defaults';
const resolvedId = `\0${virtualId}`;

/** Builds the module source; exported for tests. Throws (failing the build) when the catalogue is invalid. */
export function renderSettingDefaultsModule(dir: string = catalogueDir): string {
  const defaults: Record<string, { kind: string; default: string }> = {};
  for (const section of readCatalogue(dir)) {
    for (const [key, def] of Object.entries(section.keys)) defaults[key] = { kind: def.kind, default: def.default };
  }
  // JSON.parse of a string literal parses much faster than an object literal on cheap phones.
  return `export const settingDefaults = JSON.parse(${JSON.stringify(JSON.stringify(defaults))});\n`;
}

/** Registers `virtual:settings-defaults`; section files are watched so dev reloads pick up new keys. */
export function settingsDefaultsPlugin(): Plugin {
  return {
    name: 'settings-defaults',
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      for (const file of listCatalogueFiles()) this.addWatchFile(join(catalogueDir, file));
      return renderSettingDefaultsModule();
    },
  };
}
