import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { runSamplesCheck } from '../../../settings-samples/check/run-samples-check';
import { exportInstitution } from './export-institution';
import { exportInputFor, onePixelPng, publishedOf } from './transfer-test-kit';

describe('exportInstitution', () => {
  it('zips the published institution as a sample folder that samples:check accepts once unzipped', () => {
    const published = publishedOf('default');
    published.gassySettings.shared['dashboard.bannerImage'] = '/media/abc123.png';
    published.gassySettings.shared['loginPage.heading'] = 'Welcome back';
    const result = exportInstitution({
      ...exportInputFor('default', published, { 'abc123.png': onePixelPng }),
      name: 'acme-loans',
    });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.fileName).toBe('acme-loans.zip');
    const files = Object.fromEntries(Object.entries(unzipSync(result.zip)).filter(([name]) => !name.endsWith('/')));
    expect(Object.keys(files).sort()).toEqual([
      'acme-loans/README.md',
      'acme-loans/images/abc123.png',
      'acme-loans/images/logo-full.svg',
      'acme-loans/images/logo-icon.svg',
      'acme-loans/institution.json',
      'acme-loans/settings.json',
    ]);
    const settings = JSON.parse(strFromU8(files['acme-loans/settings.json']!)) as { shared: Record<string, string> };
    expect(settings.shared).toMatchObject({
      'dashboard.bannerImage': '/logos/acme-loans/abc123.png',
      'loginPage.heading': 'Welcome back',
      'portal.useFAQOption': 'true',
    });
    expect(JSON.parse(strFromU8(files['acme-loans/institution.json']!))).toMatchObject({
      InstitutionName: 'Default Lender',
      LogoFolder: 'acme-loans',
    });
    expect(strFromU8(files['acme-loans/README.md']!)).toMatch(
      /^# Default Lender \(`acme-loans`\)\n\nExported from the settings studio on 2026-11-24T18:00:00.000Z: published version 3, built on the sample `default`/,
    );

    const dir = mkdtempSync(join(tmpdir(), 'export-'));
    try {
      for (const [name, bytes] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, name)), { recursive: true });
        writeFileSync(join(dir, name), bytes);
      }
      const lines: string[] = [];
      expect(runSamplesCheck([join(dir, 'acme-loans')], { dir, print: (l) => lines.push(l) })).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to export a setting whose studio image is gone, naming the key', () => {
    const published = publishedOf('default');
    published.gassySettings.english['footer.image1'] = '/media/gone.png';
    expect(exportInstitution(exportInputFor('default', published))).toEqual({
      ok: false,
      problems: {
        message: 'The export would be incomplete; nothing was exported.',
        problems: [
          {
            key: 'footer.image1',
            file: 'settings.json',
            message:
              "Setting 'footer.image1' uses the image /media/gone.png, which is no longer stored; choose another image first",
          },
        ],
      },
    });
  });

  it('gives the same bytes for the same institution', () => {
    const a = exportInstitution(exportInputFor('large-lender'));
    const b = exportInstitution(exportInputFor('large-lender'));
    expect(a.ok && b.ok && Buffer.from(a.zip).equals(Buffer.from(b.zip))).toBe(true);
  });
});
