/**
 * Vite plugin: `virtual:settings-defaults` exports `settingDefaults` (kind and default of every catalogue key),
 * read from `schemas/settings/*.json` at build time. The portal bundle gets defaults without the descriptions.
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { catalogueDir, listCatalogueFiles, readCatalogue } from '../src/settings/read-catalogue-files.ts';
import type { SettingKind } from '../src/settings/types.ts';

const virtualId = 'virtual:settings-defaults';
const resolvedId = `\0${virtualId}`;

/** One letter per setting kind in the packed module. */
export const KIND_CODES: Readonly<Record<SettingKind, string>> = {
  text: 't',
  flag: 'f',
  number: 'n',
  list: 'l',
  richText: 'r',
  image: 'i',
};

/**
 * Builds the module source; exported for tests. Throws (failing the build) when the catalogue is invalid.
 * The defaults travel packed, per section: the kinds as one letter per key, then the names without the
 * section prefix with their defaults. That is 15.6 KB gzip instead of 17.9 KB for `{ "section.name":
 * { kind, default } }`, and this module is in the login route's JS (decision 275). The module unpacks it
 * into that shape, in catalogue order, once at load.
 */
export function renderSettingDefaultsModule(dir: string = catalogueDir): string {
  const packed: Record<string, [string, Record<string, string>]> = {};
  for (const section of readCatalogue(dir)) {
    for (const [key, def] of Object.entries(section.keys)) {
      const dot = key.indexOf('.');
      const name = key.slice(dot + 1);
      const code = KIND_CODES[def.kind] as string | undefined;
      // An integer-like name would be reordered by the object it travels in, breaking the kind letters' order.
      if (dot < 1 || !code || /^\d+$/.test(name))
        throw new Error(`settings-defaults: cannot pack key '${key}' of kind '${def.kind}'`);
      const entry = (packed[key.slice(0, dot)] ??= ['', {}]);
      entry[0] += code;
      entry[1][name] = def.default;
    }
  }
  const kinds = Object.fromEntries(Object.entries(KIND_CODES).map(([kind, code]) => [code, kind]));
  // JSON.parse of a string literal parses much faster than an object literal on cheap phones.
  return [
    `const kinds = ${JSON.stringify(kinds)};`,
    `const packed = JSON.parse(${JSON.stringify(JSON.stringify(packed))});`,
    'export const settingDefaults = {};',
    'for (const section in packed) {',
    '  const [codes, names] = packed[section];',
    '  let i = 0;',
    '  for (const name in names) settingDefaults[section + "." + name] = { kind: kinds[codes[i++]], default: names[name] };',
    '}',
    '',
  ].join('\n');
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
