import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { studioImageMaxSidePx } from '../../../schemas/src/studio/studio-api';
import { exportInstitution } from './export-institution';
import { importInstitution } from './import-institution';
import { exportInputFor, imagesOf, importContextFor, onePixelPng, publishedOf } from './transfer-test-kit';

const exported = (id: string, published = publishedOf(id), media: Record<string, Uint8Array> = {}): Uint8Array => {
  const result = exportInstitution(exportInputFor(id, published, media));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.zip;
};

const folderZip = (
  settings: unknown,
  institution: unknown,
  images: Record<string, Uint8Array> = {},
  extra: Zippable = {},
): Uint8Array =>
  zipSync({
    lender: {
      'settings.json': strToU8(JSON.stringify(settings)),
      'institution.json': strToU8(JSON.stringify(institution)),
      images,
      ...extra,
    },
  });

describe('importInstitution', () => {
  it('plans no change when the folder is the published institution itself (export, then import)', () => {
    const result = importInstitution(exported('sso-credit-union'), importContextFor(publishedOf('sso-credit-union')));
    expect(result).toEqual({ ok: true, plan: { settings: {}, institutionOptions: {}, images: [] } });
  });

  it('plans a draft entry for every value that differs, including keys going back to their default', () => {
    const result = importInstitution(exported('large-lender'), importContextFor(publishedOf('default')));
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.plan.settings).toMatchObject({
      'generalPaymentOptions.allowAmexOption': 'true',
      'generalPaymentOptions.allowPaypalPaymentsOption': 'true',
      'access.usePasswordValidationRuleList': 'true',
      'loginPage.heading': 'Sign in to Meridian',
      // default sets an application address large-lender does not share; its own address replaces it
      'portal.applyForLoanURLOption': 'https://apply.meridian-lending.example/start',
    });
    expect(result.plan.settings).not.toHaveProperty('portal.useFAQOption'); // 'true' in both
    expect(result.plan.institutionOptions).toEqual({
      InstitutionName: 'Meridian National Lending',
      LogoFolder: 'large-lender',
      PasswordMinimumLength: '12',
      LoanAccountLength: '8',
      DepositAccountLength: '8',
      UsesCustomerCredentials: 'true',
    });
  });

  it('carries Spanish texts both ways: exported in the spanish set, imported as `@es` draft entries', () => {
    const zip = exported('large-lender');
    const folder = unzipSync(zip);
    const settings = JSON.parse(strFromU8(folder['large-lender/settings.json']!));
    expect(settings.spanish['loginPage.heading']).toBe('Inicie sesión en Meridian');
    // The same institution back: nothing changes, Spanish included.
    expect(importInstitution(zip, importContextFor(publishedOf('large-lender')))).toMatchObject({
      ok: true,
      plan: { settings: {} },
    });
    const result = importInstitution(zip, importContextFor(publishedOf('default')));
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.plan.settings).toMatchObject({ 'loginPage.heading@es': 'Inicie sesión en Meridian' });
    // A Spanish text the published institution has and the folder drops is emptied (the Spanish default applies).
    const back = importInstitution(exported('default'), importContextFor(publishedOf('large-lender')));
    if (!back.ok) throw new Error(JSON.stringify(back.problems));
    expect(back.plan.settings['loginPage.heading@es']).toBe('');
  });

  it('checks a Spanish set as the draft path does: texts only, rich text stored sanitized', () => {
    const institution = { InstitutionName: 'L', LogoFolder: 'default' };
    const refused = importInstitution(
      folderZip({ shared: {}, english: {}, spanish: { 'portal.useFAQOption': 'true' } }, institution),
      importContextFor(publishedOf('default')),
    );
    expect(refused).toMatchObject({
      ok: false,
      problems: {
        problems: [
          {
            key: 'portal.useFAQOption',
            file: 'settings.json',
            message:
              "Setting 'portal.useFAQOption' in the spanish set is a flag; only texts and rich texts have a Spanish value",
          },
        ],
      },
    });
    const rich = importInstitution(
      folderZip(
        { shared: {}, english: {}, spanish: { 'loginPage.richTextTop': '<p>Hola</p><script>x()</script>' } },
        institution,
      ),
      importContextFor(publishedOf('default')),
    );
    if (!rich.ok) throw new Error(JSON.stringify(rich.problems));
    expect(rich.plan.settings['loginPage.richTextTop@es']).toBe('<p>Hola</p>');
  });

  it('stores the raster images the settings use under /media and leaves the logos to LogoFolder', () => {
    const published = publishedOf('default');
    published.gassySettings.shared['dashboard.bannerImage'] = '/media/old.png';
    const result = importInstitution(
      exported('default', published, { 'old.png': onePixelPng }),
      importContextFor(publishedOf('default')),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const [image] = result.plan.images;
    expect(image).toMatchObject({
      contentType: 'image/png',
      url: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.png$/),
    });
    expect(Buffer.from(image!.bytes).equals(Buffer.from(onePixelPng))).toBe(true);
    expect(result.plan.settings).toEqual({ 'dashboard.bannerImage': image!.url });
  });

  it('stores rich text sanitized, never as sent', () => {
    const result = importInstitution(
      folderZip(
        { english: { 'dashboard.infoText': '<p>Hi<img src=x onerror=alert(1)><script>alert(2)</script></p>' } },
        { InstitutionName: 'L', LogoFolder: 'default' },
      ),
      importContextFor(publishedOf('default')),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.plan.settings['dashboard.infoText']).toBe('<p>Hi</p>');
  });

  it('lists every problem with its file and key, and plans nothing', () => {
    const result = importInstitution(
      folderZip(
        {
          shared: {
            'portal.useFAQOption': 'maybe',
            'portal.noSuchKey': 'x',
            'dashboard.bannerImage': '/logos/nowhere/b.png',
          },
          english: { 'footer.image1': '/logos/default/missing.png' },
        },
        { InstitutionName: 'L', LogoFolder: 'unknown-folder', PasswordMinimumLength: 0 },
        { 'evil.svg': strToU8('<svg onload="alert(1)"/>'), 'fake.png': strToU8('<html></html>') },
        { 'notes.txt': strToU8('x') },
      ),
      importContextFor(publishedOf('default')),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.message).toBe('The folder has 7 problems; nothing was imported.');
    expect(result.problems.problems.map((p) => [p.file, p.key])).toEqual([
      ['settings.json', 'portal.useFAQOption'],
      ['settings.json', 'portal.noSuchKey'],
      ['institution.json', 'PasswordMinimumLength'],
      ['notes.txt', ''],
      ['images/evil.svg', 'evil.svg'],
      ['images/fake.png', 'fake.png'],
      ['institution.json', 'LogoFolder'],
    ]);
    expect(result.problems.problems[4]!.message).toBe(
      'images/evil.svg is not a PNG, JPEG, GIF or WebP image (SVG is not imported: it can carry script)',
    );
  });

  it('takes the sandbox-only ACH cut-off options when the folder gives them, and checks their form', () => {
    const ok = importInstitution(
      folderZip(
        {},
        {
          InstitutionName: 'Default Lender',
          LogoFolder: 'default',
          AchCutoffTime: '15:30',
          AchCutoffTimeZone: 'America/Chicago',
        },
      ),
      importContextFor(publishedOf('default')),
    );
    expect(ok.ok && ok.plan.institutionOptions).toMatchObject({
      AchCutoffTime: '15:30',
      AchCutoffTimeZone: 'America/Chicago',
    });
    const bad = importInstitution(
      folderZip({}, { InstitutionName: 'L', LogoFolder: 'default', AchCutoffTime: '5pm' }),
      importContextFor(publishedOf('default')),
    );
    expect(!bad.ok && bad.problems.problems).toEqual([
      { file: 'institution.json', key: 'AchCutoffTime', message: `'AchCutoffTime' must be a time "HH:mm", got "5pm"` },
    ]);
  });

  it('names an image setting whose file is missing from images/', () => {
    const result = importInstitution(
      folderZip(
        { shared: { 'footer.image1': '/logos/default/missing.png' } },
        { InstitutionName: 'L', LogoFolder: 'default' },
        Object.fromEntries(imagesOf('default')),
      ),
      importContextFor(publishedOf('default')),
    );
    expect(!result.ok && result.problems.problems).toEqual([
      {
        file: 'settings.json',
        key: 'footer.image1',
        message:
          "Setting 'footer.image1' points at /logos/default/missing.png, but images/missing.png is not in the folder",
      },
    ]);
  });

  it('answers a sentence for a file that is not a zip', () => {
    const result = importInstitution(strToU8('plain text'), importContextFor(publishedOf('default')), 'upload');
    expect(!result.ok && result.problems.message).toMatch(/^The file is not a zip that can be read/);
  });

  it('refuses a web address setting with another scheme, and an http one where http is not allowed (production)', () => {
    const folder = (value: string) => {
      const published = publishedOf('default');
      published.gassySettings.shared['portal.ssoLoginUrl'] = value;
      return exported('default', published);
    };
    const messages = (zip: Uint8Array, allowHttp: boolean) => {
      const result = importInstitution(zip, { ...importContextFor(publishedOf('default')), allowHttp });
      return result.ok ? [] : result.problems.problems.map((p) => [p.file, p.key, p.message]);
    };
    expect(messages(folder('ftp://sso.example/'), true)).toEqual([
      [
        'settings.json',
        'portal.ssoLoginUrl',
        "Setting 'portal.ssoLoginUrl' in the shared set is a web address; it must start with https:// or http://, got 'ftp://sso.example/'",
      ],
    ]);
    expect(messages(folder('http://sso.example/'), true)).toEqual([]);
    expect(messages(folder('http://sso.example/'), false)).toEqual([
      [
        'settings.json',
        'portal.ssoLoginUrl',
        "Setting 'portal.ssoLoginUrl' in the shared set is a web address; it must start with https://, got 'http://sso.example/'",
      ],
    ]);
  });

  it('refuses an image whose header claims more pixels than the limit, naming the file and the limit', () => {
    const huge = onePixelPng.slice();
    new DataView(huge.buffer).setUint32(16, studioImageMaxSidePx + 1);
    const published = publishedOf('default');
    published.gassySettings.shared['dashboard.bannerImage'] = '/media/huge.png';
    const result = importInstitution(
      exported('default', published, { 'huge.png': huge }),
      importContextFor(publishedOf('default')),
    );
    expect(result.ok ? [] : result.problems.problems).toContainEqual({
      file: 'images/huge.png',
      key: 'huge.png',
      message: `images/huge.png is ${studioImageMaxSidePx + 1} × 1 pixels; images may be at most ${studioImageMaxSidePx} × ${studioImageMaxSidePx} pixels`,
    });
  });
});
