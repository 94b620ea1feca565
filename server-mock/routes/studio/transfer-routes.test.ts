import { createHash } from 'node:crypto';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Imported, StudioProblems } from '../../../schemas/src/studio/studio-api';
import { listSampleSummaries } from '../../../settings-samples/list-samples';
import { listDrafts } from '../../store/studio/drafts-repo';
import { findImage } from '../../store/studio/images-repo';
import { settingsSamples } from '../../store/sample-source';
import { exportInstitution } from '../../use-cases/studio/export-institution';
import {
  claimedEntriesZip,
  cleanFolder,
  deepPathZip,
  duplicateNameZip,
  lyingSizeZip,
  traversalZip,
} from '../../use-cases/studio/hostile-zip-kit';
import { exportInputFor, onePixelPng, publishedOf } from '../../use-cases/studio/transfer-test-kit';
import { signIn, type StaffClient, studioRouteApp } from './studio-test-kit';

const sandbox = studioRouteApp({ samples: settingsSamples });
const staff: Record<string, StaffClient> = {};

beforeEach(async () => {
  for (const user of ['staff.viewer', 'staff.editor']) staff[user] = await signIn(sandbox, user);
});

/** A studio call as a staff member (cookie and CSRF token), or anonymous; bodies are raw bytes. */
function call(
  path: string,
  init: { as?: string; method?: string; body?: Uint8Array; csrf?: boolean; type?: string } = {},
): Promise<Response> {
  const client = init.as ? staff[init.as] : undefined;
  return fetch(sandbox.url + '/studio/api' + path, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(client ? { cookie: client.cookie } : {}),
      ...(client && init.csrf !== false ? { 'x-csrf-token': client.session.csrfToken } : {}),
      ...(init.body ? { 'content-type': init.type ?? 'application/zip' } : {}),
    },
    body: init.body ? Buffer.from(init.body) : undefined,
  });
}

const onePixelPngSha = createHash('sha256').update(onePixelPng).digest('hex');

const zipOf = (id: string): Uint8Array => {
  const result = exportInstitution(exportInputFor(id));
  if (!result.ok) throw new Error('export failed');
  return result.zip;
};

describe('GET /studio/api/export', () => {
  it('gives any signed-in staff member the published institution as a sample folder zip', async () => {
    const res = await call('/export', { as: 'staff.viewer' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="default.zip"');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(JSON.parse(strFromU8(files['default/settings.json']!))).toEqual(publishedOf('default').gassySettings);
    expect(strFromU8(files['default/README.md']!)).toMatch(/published version \d+, built on the sample `default`/);
    expect(files['default/images/logo-full.svg']).toBeDefined();
  });

  it('names the folder as asked, and refuses a name that is not a folder name', async () => {
    expect((await call('/export?name=acme-loans', { as: 'staff.viewer' })).headers.get('content-disposition')).toBe(
      'attachment; filename="acme-loans.zip"',
    );
    const bad = await call('/export?name=..%2Fetc', { as: 'staff.viewer' });
    expect(bad.status).toBe(400);
  });

  it('refuses without a staff session', async () => {
    expect((await call('/export')).status).toBe(401);
  });
});

describe('POST /studio/api/import', () => {
  it('turns every value that differs into a draft entry by the importing editor', async () => {
    const res = await call('/import', { as: 'staff.editor', body: zipOf('large-lender') });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Imported;
    expect(body.changedKeys).toEqual(
      expect.arrayContaining([
        'generalPaymentOptions.allowPaypalPaymentsOption',
        'access.usePasswordValidationRuleList',
        'PasswordMinimumLength',
      ]),
    );
    const drafts = await listDrafts(sandbox.ctx.db, 'setting');
    expect(drafts['generalPaymentOptions.allowPaypalPaymentsOption']).toMatchObject({
      value: 'true',
      revision: 1,
      updatedBy: 'staff.editor',
    });
    expect((await listDrafts(sandbox.ctx.db, 'institutionOption')).LogoFolder).toMatchObject({ value: 'large-lender' });
    // the portal still gets the published settings
    const portal = (await (await sandbox.call('/api/setup/ApplicationOptions')).json()) as {
      gassySettings: { shared: Record<string, string> };
    };
    expect(portal.gassySettings.shared['generalPaymentOptions.allowPaypalPaymentsOption']).toBeUndefined();

    // importing the published institution itself takes those drafts back out
    expect(
      ((await (await call('/import', { as: 'staff.editor', body: zipOf('default') })).json()) as Imported).changedKeys,
    ).toEqual([]);
    expect(await listDrafts(sandbox.ctx.db, 'setting')).toEqual({});
  });

  it('when a lender with Spanish texts is exported and imported into another, then its Spanish arrives as @es drafts', async () => {
    expect(
      (await sandbox.call('/__mock/institution', { method: 'PUT', json: { sampleId: 'large-lender' } })).status,
    ).toBe(204);
    const exported = new Uint8Array(await (await call('/export', { as: 'staff.viewer' })).arrayBuffer());
    const settings = JSON.parse(strFromU8(unzipSync(exported)['large-lender/settings.json']!));
    expect(settings.spanish['loginPage.heading']).toBe('Inicie sesión en Meridian');
    // The same institution back: no draft, Spanish included.
    expect(
      ((await (await call('/import', { as: 'staff.editor', body: exported })).json()) as Imported).changedKeys,
    ).toEqual([]);

    await sandbox.call('/__mock/reset', { method: 'POST' });
    staff['staff.editor'] = await signIn(sandbox, 'staff.editor');
    const res = await call('/import', { as: 'staff.editor', body: exported });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Imported).changedKeys).toContain('loginPage.heading@es');
    expect((await listDrafts(sandbox.ctx.db, 'setting'))['loginPage.heading@es']).toMatchObject({
      value: 'Inicie sesión en Meridian',
      updatedBy: 'staff.editor',
    });
  });

  it('stores the images the settings use and points the draft at them', async () => {
    const published = publishedOf('default');
    published.gassySettings.shared['dashboard.bannerImage'] = '/media/old.png';
    const result = exportInstitution(exportInputFor('default', published, { 'old.png': onePixelPng }));
    expect(result.ok).toBe(true);
    await call('/import', { as: 'staff.editor', body: result.ok ? result.zip : undefined });
    const draft = (await listDrafts(sandbox.ctx.db, 'setting'))['dashboard.bannerImage'];
    const sha = /^\/media\/([0-9a-f]{64})\.png$/.exec(draft?.value ?? '')?.[1];
    expect(sha && (await findImage(sandbox.ctx.db, sha))?.contentType).toBe('image/png');
  });

  it('lists every problem with its key and file, and changes nothing', async () => {
    const zip = zipSync({
      lender: {
        'settings.json': strToU8(
          JSON.stringify({
            shared: { 'portal.useFAQOption': 'sometimes', 'portal.ssoLoginUrl': 'https://sso.example' },
            english: { 'nope.key': 'x' },
          }),
        ),
        'institution.json': strToU8(JSON.stringify({ InstitutionName: 'L', LogoFolder: 'nowhere' })),
      },
    });
    const res = await call('/import', { as: 'staff.editor', body: zip });
    expect(res.status).toBe(422);
    const body = (await res.json()) as StudioProblems;
    expect(body.message).toBe('The folder has 3 problems; nothing was imported.');
    expect(body.problems.map((p) => [p.file, p.key])).toEqual([
      ['settings.json', 'portal.useFAQOption'],
      ['settings.json', 'nope.key'],
      ['institution.json', 'LogoFolder'],
    ]);
    expect(await listDrafts(sandbox.ctx.db, 'setting')).toEqual({});
  });

  it.each([
    [
      '98 bytes claiming 4,294,967,295 entries',
      claimedEntriesZip,
      'The zip claims 4294967295 entries; at most 200 are imported.',
    ],
    [
      'an entry lying about its size (1 GB inflated)',
      () => lyingSizeZip(1024),
      'The zip entry lender/settings.json inflates to more than the 300 bytes it declares.',
    ],
    ['an entry 500 folders deep', deepPathZip, /^The zip entry d\/d\/.* is 501 levels deep; at most 8 are allowed\.$/],
    ['the same name twice', duplicateNameZip, 'The zip holds lender/settings.json twice.'],
    ['a ../ path', traversalZip, 'The zip entry ../../../etc/evil.txt leaves its folder (.. or an absolute path).'],
  ])(
    'when the zip holds %s, then it is refused with a sentence naming it, and no draft or image is stored',
    async (_what, make, message) => {
      const res = await call('/import', { as: 'staff.editor', body: make() });
      expect(res.status).toBe(422);
      expect(((await res.json()) as StudioProblems).message).toMatch(message);
      expect(await listDrafts(sandbox.ctx.db, 'setting')).toEqual({});
      expect(await findImage(sandbox.ctx.db, onePixelPngSha)).toBeUndefined();
    },
  );

  it('when the same folder comes without the hostile part, then it imports and stores its image (the checks above can fail)', async () => {
    const res = await call('/import', { as: 'staff.editor', body: zipSync({ lender: cleanFolder() }) });
    expect(res.status).toBe(200);
    expect((await findImage(sandbox.ctx.db, onePixelPngSha))?.contentType).toBe('image/png');
  });

  it('is refused for a viewer, without the CSRF token, and for a body that is not a zip', async () => {
    expect((await call('/import', { as: 'staff.viewer', body: zipOf('large-lender') })).status).toBe(403);
    expect((await call('/import', { as: 'staff.editor', body: zipOf('large-lender'), csrf: false })).status).toBe(403);
    const text = await call('/import', { as: 'staff.editor', body: strToU8('{}'), type: 'application/json' });
    expect([text.status, ((await text.json()) as { message: string }).message]).toEqual([
      415,
      'Send the folder as a zip file (Content-Type application/zip).',
    ]);
    expect(await listDrafts(sandbox.ctx.db, 'setting')).toEqual({});
  });
});

// Here rather than in a file of its own: it needs the real samples in a running sandbox, which this file starts anyway.
describe('the sample institutions in the sandbox', () => {
  it('can each be chosen with PUT /__mock/institution, and the portal then gets its settings and logo', async () => {
    for (const { id, name } of listSampleSummaries()) {
      expect((await sandbox.call('/__mock/institution', { method: 'PUT', json: { sampleId: id } })).status, id).toBe(
        204,
      );
      const options = (await (await sandbox.call('/api/setup/ApplicationOptions')).json()) as {
        institutionOptions: Record<string, unknown>;
      };
      expect(options.institutionOptions, id).toMatchObject({ InstitutionName: name, LogoFolder: id });
      expect((await sandbox.call(`/logos/${id}/logo-full.svg`)).status, id).toBe(200);
    }
  });
});
