import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { screenValidatorModule } from '../../build/screen-validators-plugin';
import { SAFE_TEXT_PATTERN } from '../rules/safe-input';
import { USERNAME_PATTERN } from '../rules/username';
import { extractScreenKeys } from '../settings/key-extractor';
import type { ScreenFile } from './screen-file';
import { catalogueDefaultsFromFiles } from './test-reader';

const dir = fileURLToPath(new URL('../../screens/', import.meta.url));
const formatSchema = JSON.parse(readFileSync(`${dir}screen-file.schema.json`, 'utf8')) as object;
const screenNames = readdirSync(dir).filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'));
const load = (file: string) => JSON.parse(readFileSync(dir + file, 'utf8')) as ScreenFile;
const catalogueKeys = new Set(Object.keys(catalogueDefaultsFromFiles()));

describe('screen files', () => {
  const ajv = new Ajv({ allErrors: true });
  const validate = ajv.compile(formatSchema);

  it('there is at least the login screen', () => {
    expect(screenNames).toContain('login.json');
  });

  it.each(screenNames)('%s validates against the screen-file format', (file) => {
    const ok = validate(load(file));
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it.each(screenNames)('%s refers only to catalogue keys', (file) => {
    const unknown = extractScreenKeys(load(file), file)
      .map((r) => r.key)
      .filter((k) => !catalogueKeys.has(k));
    expect(unknown).toEqual([]);
  });

  it.each(screenNames)('%s: $id equals the file name and every field is bound and in the schema', (file) => {
    const screen = load(file);
    expect(screen.schema.$id).toBe(file.replace(/\.json$/, ''));
    expect(Object.keys(screen.bind).sort()).toEqual(Object.keys(screen.schema.properties).sort());
    for (const name of screen.order ?? []) expect(screen.schema.properties).toHaveProperty(name);
  });

  it.each(screenNames)('%s: numeric rule limits stay within the static widest limit', (file) => {
    const screen = load(file);
    for (const [name, field] of Object.entries(screen.bind)) {
      const widest = screen.schema.properties[name]?.maxLength;
      for (const rule of field.rules ?? []) {
        if ('maxLength' in rule && typeof rule.maxLength === 'number' && typeof widest === 'number') {
          expect(rule.maxLength).toBeLessThanOrEqual(widest);
        }
      }
    }
  });

  it.each(screenNames)('%s compiles to a validator module without eval or new Function', (file) => {
    const code = screenValidatorModule(file.replace(/\.json$/, ''), dir);
    expect(code).toContain('export const validateFns');
    expect(code).not.toMatch(/new Function|\beval\(|\brequire\(/);
  });

  it.each(screenNames)(
    '%s: choice widgets have choices, agreement lists hold arrays, allAccepted has options',
    (file) => {
      const screen = load(file);
      for (const [name, declared] of Object.entries(screen.bind)) {
        const property = screen.schema.properties[name] ?? {};
        for (const field of [declared, ...(declared.variants ?? []).map((v) => ({ ...declared, ...v }))]) {
          if (field.widget === 'select')
            expect(field.options ?? property.enum, `${file} ${name}: select without options`).toBeDefined();
          if (field.widget === 'agreement-list') {
            expect(property.type, `${file} ${name}`).toBe('array');
            expect(field.options, `${file} ${name}`).toBeDefined();
          }
          if (field.rules?.some((r) => 'allAccepted' in r))
            expect(field.options, `${file} ${name}: allAccepted without options`).toBeDefined();
        }
      }
    },
  );

  it('the secret-answer patterns are the spec safe-text pattern', () => {
    for (const [file, field] of [
      ['secretQuestion.json', 'answer'],
      ['registrationSecurity.json', 'secretAnswer'],
    ] as const) {
      const bind = load(file).bind[field]!;
      for (const rules of [bind.rules, ...(bind.variants ?? []).map((v) => v.rules)]) {
        expect(
          rules?.filter((r) => 'pattern' in r && r.pattern !== '\\S').map((r) => ('pattern' in r ? r.pattern : '')),
        ).toEqual([SAFE_TEXT_PATTERN]);
      }
    }
  });

  it('the format rejects a variant that overrides what it may not, and an array field without item type', () => {
    const bad = load('secretQuestion.json');
    (bad.bind.question!.variants![0] as Record<string, unknown>).serverCheck = { name: 'x' };
    expect(validate(bad)).toBe(false);
    const noItems = load('agreements.json');
    delete (noItems.schema.properties.agreements as Record<string, unknown>).items;
    expect(validate(noItems)).toBe(false);
    const twoSources = load('agreements.json');
    (twoSources.bind.agreements!.options as Record<string, unknown>).setting = 'secretQuestion.questions';
    expect(validate(twoSources)).toBe(false);
  });

  it('the login user name pattern is the spec allowed-character pattern', () => {
    expect(load('login.json').schema.properties.username?.pattern).toBe(USERNAME_PATTERN);
  });

  it('the format rejects a format keyword and an unknown catalogue-key shape', () => {
    const bad = load('login.json');
    (bad.schema.properties.username as Record<string, unknown>).format = 'email';
    expect(validate(bad)).toBe(false);
    const badKey = load('login.json');
    (badKey.bind.username as unknown as Record<string, unknown>).label = 'no-section';
    expect(validate(badKey)).toBe(false);
  });
});
