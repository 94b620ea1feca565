import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSample, samplesDir } from '../load-sample';
import { parseNewSampleArgs, runNewSample, scaffoldLogos } from './new-sample';

let dir: string;
let lines: string[];
const print = (line: string) => lines.push(line);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'samples-new-'));
  lines = [];
  for (const id of ['default', 'large-lender']) cpSync(join(samplesDir, id), join(dir, id), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run samples:new', () => {
  it('copies the settings of the chosen sample under the new name, with its own logos and README, and checks it', () => {
    expect(runNewSample(['acme-loans', '--from', 'large-lender'], { dir, print })).toBe(0);
    const folder = join(dir, 'acme-loans');
    // Every set is copied, the spanish one too.
    expect(JSON.parse(readFileSync(join(folder, 'settings.json'), 'utf8'))).toEqual(
      JSON.parse(readFileSync(join(samplesDir, 'large-lender', 'settings.json'), 'utf8')),
    );
    expect(JSON.parse(readFileSync(join(folder, 'institution.json'), 'utf8'))).toMatchObject({
      InstitutionName: 'Acme Loans',
      LogoFolder: 'acme-loans',
      PasswordMinimumLength: 12,
    });
    expect(readFileSync(join(folder, 'images', 'logo-full.svg'), 'utf8')).toMatch(/^<svg[^>]*aria-label="Acme Loans"/);
    expect(readFileSync(join(folder, 'README.md'), 'utf8')).toMatch(
      /^# Acme Loans \(`acme-loans`\)\n\nA lender started from Meridian National Lending \(`large-lender`\)/,
    );
    expect(lines).toEqual([
      expect.stringMatching(/^Created settings-samples\/acme-loans from large-lender\./),
      expect.stringMatching(/^ok .*acme-loans$/),
    ]);
  });

  it('starts from default when --from is left out', () => {
    expect(runNewSample(['plain'], { dir, print })).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'plain', 'settings.json'), 'utf8'))).toEqual(
      loadSample('default').gassySettings,
    );
  });

  it('refuses an existing name, a bad name and an unknown source, creating nothing', () => {
    expect(runNewSample(['large-lender', '--from', 'default'], { dir, print })).toBe(1);
    expect(runNewSample(['Acme Loans', '--from', 'default'], { dir, print })).toBe(1);
    expect(runNewSample(['../escape', '--from', 'default'], { dir, print })).toBe(1);
    expect(runNewSample(['acme', '--from', 'nope'], { dir, print })).toBe(1);
    expect(lines).toEqual([
      'settings-samples/large-lender already exists; choose another name or edit that folder',
      "'Acme Loans' is not a usable sample name: use lower-case letters, digits and hyphens, starting with a letter or digit (it becomes a folder and a logo path)",
      "'../escape' is not a usable sample name: use lower-case letters, digits and hyphens, starting with a letter or digit (it becomes a folder and a logo path)",
      "There is no sample 'nope' to start from (samples: default, large-lender)",
    ]);
    expect(existsSync(join(dir, 'acme'))).toBe(false);
  });

  it('explains the arguments it needs', () => {
    expect(parseNewSampleArgs([])).toEqual({
      error: 'Give exactly one new sample name. Usage: npm run samples:new -- NAME --from SAMPLE',
    });
    expect(parseNewSampleArgs(['a', '--from'])).toEqual({
      error: '--from needs a sample name. Usage: npm run samples:new -- NAME --from SAMPLE',
    });
    expect(parseNewSampleArgs(['--from', 'default', 'a'])).toEqual({ name: 'a', from: 'default' });
  });

  it('escapes the name in the logos', () => {
    expect(scaffoldLogos('A & <B>').full).toContain('aria-label="A &#38; &#60;B&#62;"');
  });
});
