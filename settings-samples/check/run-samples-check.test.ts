import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { samplesDir } from '../load-sample';
import { runSamplesCheck } from './run-samples-check';

let dir: string;
let lines: string[];
const print = (line: string) => lines.push(line);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'samples-check-'));
  lines = [];
  cpSync(join(samplesDir, 'default'), join(dir, 'default'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const edit = (file: string, change: (json: Record<string, Record<string, unknown>>) => void) => {
  const path = join(dir, 'default', file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, unknown>>;
  change(json);
  writeFileSync(path, JSON.stringify(json));
};

describe('npm run samples:check', () => {
  it('passes every sample of the repository', () => {
    expect(runSamplesCheck([], { print })).toBe(0);
    expect(lines.filter((l) => !l.startsWith('ok '))).toEqual([]);
  });

  it('passes a good folder and says so', () => {
    expect(runSamplesCheck([], { dir, print })).toBe(0);
    expect(lines).toEqual([expect.stringMatching(/^ok .*default$/)]);
  });

  it('names the file and key of every problem and exits with 1', () => {
    edit('settings.json', (json) => {
      json.shared!['portal.useFAQOption'] = 'yes';
      json.shared!['portal.noSuchKey'] = 'x';
      json.shared!['agreements.agreement4'] = 'https://x.example/a.pdf|01/01/2024|A|lunch';
      json.english!['dashboard.bannerImage'] = 'javascript:alert(1)';
    });
    edit('institution.json', (json) => {
      (json as Record<string, unknown>).PasswordMinimumLength = 'eight';
      (json as Record<string, unknown>).LogoFolder = 'elsewhere';
      (json as Record<string, unknown>).Colour = 'blue';
    });
    writeFileSync(join(dir, 'default', 'notes.txt'), 'x');
    expect(runSamplesCheck([], { dir, print })).toBe(1);
    const problems = lines.map((l) => l.replace(/^.*default\//, ''));
    expect(problems).toEqual(
      expect.arrayContaining([
        "settings.json: portal.useFAQOption: Setting 'portal.useFAQOption' in the shared set is a flag; its value must be 'true' or 'false', got 'yes'",
        "settings.json: portal.noSuchKey: Setting key 'portal.noSuchKey' in the shared set is not in the settings catalogue",
        "settings.json: agreements.agreement4: Setting 'agreements.agreement4' in the shared set: Invalid agreement type (unknown trigger 'lunch')",
        expect.stringMatching(/^settings\.json: dashboard\.bannerImage: .* is an image; its value must be/),
        'institution.json: PasswordMinimumLength: PasswordMinimumLength must be a whole number of at least 1, got "eight"',
        "institution.json: LogoFolder: LogoFolder must be the folder's own name 'default', got 'elsewhere'",
        expect.stringMatching(/^institution\.json: Colour: 'Colour' is not an institution option the portal reads/),
        'notes.txt: notes.txt does not belong in a sample folder (settings.json, institution.json, README.md, images/)',
      ]),
    );
    expect(lines.at(-1)).toMatch(/^8 problem\(s\) in .*default$/);
  });

  it('reports unreadable JSON, a missing README and a missing logo, for a folder given as argument', () => {
    writeFileSync(join(dir, 'default', 'settings.json'), '{ "shared": ');
    rmSync(join(dir, 'default', 'README.md'));
    rmSync(join(dir, 'default', 'images', 'logo-icon.svg'));
    writeFileSync(join(dir, 'default', 'images', 'banner.png'), '<html>not an image</html>');
    expect(runSamplesCheck([join(dir, 'default')], { dir, print })).toBe(1);
    const problems = lines.map((l) => l.replace(/^.*default\//, ''));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^settings\.json: settings\.json is not valid JSON/),
        'README.md: README.md is missing (say who this lender is and what it turns on)',
        'images/logo-icon.svg: logo-icon.svg: images/logo-icon.svg is missing (the portal shows it through LogoFolder)',
        'images/banner.png: banner.png: images/banner.png is not a PNG, JPEG, GIF or WebP image, or an SVG logo with an aria-label',
      ]),
    );
  });

  it('fails when there is nothing to check', () => {
    rmSync(join(dir, 'default'), { recursive: true });
    expect(runSamplesCheck([], { dir, print })).toBe(1);
    expect(lines).toEqual([`No sample folders in ${dir}`]);
  });
});
