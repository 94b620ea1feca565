import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue, catalogueSections, settingKeys } from './catalogue';
import { parseCatalogueFiles, parseSectionFile } from './catalogue-files';
import { readCatalogue } from './read-catalogue-files';
import { renderSectionsIndexFile, renderSettingKeyFile } from './render-settings-index';

const file = (keys: Record<string, unknown>, section = 'demo') => ({ section, description: 'Demo', keys });
const def = (over: Record<string, unknown> = {}) => ({
  kind: 'text',
  default: 'x',
  description: 'd',
  screens: [],
  ...over,
});
const errorsOf = (name: string, json: unknown) => {
  const r = parseSectionFile(name, json);
  return r.ok ? [] : r.errors;
};

describe('section file validation', () => {
  it('accepts a well-formed section and builds section.name keys', () => {
    const r = parseSectionFile('demo.json', file({ title: def(), on: def({ kind: 'flag', default: 'true' }) }));
    expect(r.ok && Object.keys(r.section.keys)).toEqual(['demo.title', 'demo.on']);
  });
  it('rejects a key with a third part, naming the key and the file', () => {
    expect(errorsOf('demo.json', file({ 'a.b': def() }))).toEqual([
      expect.stringMatching(/^demo\.json: key 'demo\.a\.b': .*exactly two parts/),
    ]);
  });
  it('rejects a section that differs from the file name', () => {
    expect(errorsOf('demo.json', file({}, 'other'))[0]).toMatch(/"section" must equal the file name "demo"/);
  });
  it('rejects unknown kinds, non-string defaults, bad flag and number defaults', () => {
    const errors = errorsOf(
      'demo.json',
      file({
        k1: def({ kind: 'colour' }),
        k2: def({ default: 5 }),
        k3: def({ kind: 'flag', default: 'yes' }),
        k4: def({ kind: 'number', default: 'ten' }),
      }),
    );
    expect(errors).toEqual([
      expect.stringContaining("key 'demo.k1': unknown kind"),
      expect.stringContaining("key 'demo.k2': default must be a string"),
      expect.stringContaining("key 'demo.k3': flag default must be 'true' or 'false'"),
      expect.stringContaining("key 'demo.k4': number default must be numeric"),
    ]);
  });
  it('rejects a screens entry outside the screen-ref vocabulary', () => {
    expect(errorsOf('demo.json', file({ a: def({ screens: ['route:login', 'payment'] }) }))).toEqual([
      "demo.json: key 'demo.a': screens entry 'payment' is not screen:<id>, route:<id>, shell or studio",
    ]);
  });
  it('rejects keys that collide ignoring case across files', () => {
    const r = parseCatalogueFiles([
      { file: 'demo.json', json: file({ title: def() }) },
      { file: 'Demo.json', json: file({ Title: def() }, 'Demo') },
    ]);
    expect(r.ok ? [] : r.errors).toEqual([expect.stringMatching(/duplicates/)]);
  });
});

describe('the catalogue', () => {
  it('loads every section file without errors and has no duplicate keys', () => {
    const all = catalogueSections.flatMap((s) => Object.keys(s.keys));
    expect(new Set(all).size).toBe(all.length);
    expect(settingKeys.length).toBe(all.length);
  });
  it('holds the feature flags the contracts name in section portal and the payments keys in their spec sections', () => {
    for (const key of [
      'portal.useFAQOption',
      'portal.ssoLoginUrl',
      'access.removeCheckDigit',
      'generalPaymentOptions.allowWalletPayments',
      'scheduledPaymentOptions.maxScheduledPaymentsAllowedOption',
      'agreements.agreement5',
    ]) {
      expect(catalogue).toHaveProperty([key]);
    }
    expect(catalogue['scheduledPaymentOptions.maxScheduledPaymentsAllowedOption'].default).toBe('1');
  });
});

describe('generated files', () => {
  it('are up to date with schemas/settings/*.json (run `npm run gen:settings` if this fails)', () => {
    const sections = readCatalogue();
    const dir = new URL('./generated/', import.meta.url);
    expect(readFileSync(new URL('setting-key.ts', dir), 'utf8')).toBe(renderSettingKeyFile(sections));
    expect(readFileSync(new URL('catalogue-sections.ts', dir), 'utf8')).toBe(renderSectionsIndexFile(sections));
  });
});
