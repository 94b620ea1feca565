import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:screen-validator/';
const RESOLVED_PREFIX = `\0${PREFIX}`;
const SCREEN_ID = /^[a-z][a-zA-Z0-9]*$/;
const defaultScreensDir = fileURLToPath(new URL('../screens/', import.meta.url));

/**
 * Turns ajv's standalone ESM output into a module that exports one `validateFns` object.
 * ajv 8 still emits `require("ajv/dist/runtime/…").default` for its runtime helpers even with
 * `code.esm`, so each require becomes a namespace import; the helper modules are CommonJS
 * with `__esModule`, which bundlers and Node's loader expose differently, hence the unwrap.
 */
export function toEsmModule(code: string): string {
  const imports: string[] = [];
  const requires = new Map<string, string>();
  let body = code.replace(/require\("([^"]+)"\)\.default/g, (_match, specifier: string) => {
    let local = requires.get(specifier);
    if (!local) {
      local = `__ajvRuntime${requires.size}`;
      requires.set(specifier, local);
      imports.push(`import * as ${local}Ns from ${JSON.stringify(specifier)};`);
      imports.push(`const ${local} = __unwrap(${local}Ns);`);
    }
    return local;
  });
  if (/\brequire\(/.test(body)) {
    throw new Error('screen validators: ajv emitted a require() this plugin cannot rewrite');
  }
  const names: string[] = [];
  body = body.replace(/^export const (\w+) = (\w+);$/gm, (_match, name: string, value: string) => {
    names.push(`${JSON.stringify(name)}: ${value}`);
    return '';
  });
  const unwrap =
    'function __unwrap(ns) { const d = ns.default; ' +
    "return d && typeof d === 'object' && 'default' in d ? d.default : d; }";
  // The runtime helpers must be bound before ajv's top-level code reads them.
  return [
    unwrap,
    ...imports,
    body.replace(/^"use strict";/, ''),
    `export const validateFns = { ${names.join(', ')} };`,
  ].join('\n');
}

/**
 * Generates the code of `virtual:screen-validator/<id>` from `schemas/screens/<id>.json`:
 * the ajv validators of the screen's static schema, compiled now so the browser needs neither
 * `eval`/`new Function` nor the ajv compiler, plus the screen file itself (the exact object the
 * validators were compiled from, which the precompiled validator insists on).
 */
export function screenValidatorModule(screenId: string, screensDir = defaultScreensDir): string {
  if (!SCREEN_ID.test(screenId)) throw new Error(`screen validators: invalid screen id "${screenId}"`);
  const file = join(screensDir, `${screenId}.json`);
  if (!existsSync(file)) throw new Error(`screen validators: no screen file ${file}`);
  const screen = JSON.parse(readFileSync(file, 'utf8')) as { schema?: { $id?: string } };
  if (screen.schema?.$id !== screenId) {
    throw new Error(`screen validators: ${file} must have schema.$id "${screenId}"`);
  }
  const code = compileSchemaValidatorsCode(screen.schema, { ajvOptionsOverrides: { code: { esm: true } } });
  return `${toEsmModule(code)}\nexport const screen = ${JSON.stringify(screen)};\n`;
}

/** Vite plugin serving `virtual:screen-validator/<id>` for every screen file. */
export function screenValidatorsPlugin(options: { screensDir?: string } = {}): Plugin {
  const screensDir = options.screensDir ?? defaultScreensDir;
  return {
    name: 'screen-validators',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const screenId = id.slice(RESOLVED_PREFIX.length);
      this.addWatchFile(join(screensDir, `${screenId}.json`));
      return screenValidatorModule(screenId, screensDir);
    },
  };
}
