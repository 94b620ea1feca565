/**
 * Studio publishing: publish with a note, then a fresh borrower page (not the preview) shows the new
 * login heading; rollback restores the old one; four eyes refuses a publisher's own edit; an editor's
 * publish is refused by the server itself (a direct request, 403). Drafts are set up through the API as
 * other staff members would; the publisher works in the studio (one sign-in).
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import type { StudioState } from '../schemas/src/studio/studio-api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { borrowerHeading, STAFF_PASSWORD, staffSession } from './studio-staff.ts';
import { expect, test } from './fixtures.ts';
import { shownAlert } from './alerts.ts';

// Drafts, versions and staff lock-outs are sandbox state: the next spec in this worker starts from the seed.
test.use({ resetSandboxAfterTest: true });

const headingKey = 'loginPage.heading';

/** A signed-in staff API client: the cookie stays in the context, the CSRF token goes on each change. */
async function staffApi(baseURL: string, userName: string) {
  const { context, headers } = await staffSession(baseURL, userName);
  return {
    context,
    state: async () => (await (await context.get('/studio/api/state')).json()) as StudioState,
    saveDraft: async (key: string, value: string) => {
      const state = (await (await context.get('/studio/api/state')).json()) as StudioState;
      const revision = state.draft.settings[key]?.revision ?? 0;
      const res = await context.put(`/studio/api/draft/settings/${key}`, {
        data: { value },
        headers: { ...headers, 'If-Match': `"${revision}"` },
      });
      return res;
    },
    post: (path: string, data: unknown, extra: Record<string, string> = {}) =>
      context.post(`/studio/api/${path}`, { data, headers: { ...headers, ...extra } }),
  };
}

/** Signs the publisher in through the studio's sign-in page and opens one of its pages. */
async function studioAs(page: Page, userName: string, link: string): Promise<void> {
  await page.goto('/studio/');
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: link }).click();
}

let clients: APIRequestContext[] = [];
test.afterEach(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  clients = [];
});

test("when a publisher publishes an editor's heading with a note, then a fresh borrower page shows it; rolling back restores the old one", async ({
  page,
  browser,
  sandbox,
}) => {
  // Two axe passes and three fresh borrower pages: about 25 s on the shared 2-core machine.
  test.setTimeout(45_000);
  const editor = await staffApi(sandbox.url, 'staff.editor');
  clients.push(editor.context);
  const before = (await editor.state()).published;
  const oldHeading = before.settings[headingKey] ?? 'Sign In';
  const newHeading = `Welcome home ${Date.now()}`;
  expect((await editor.saveDraft(headingKey, newHeading)).status()).toBe(200);

  await studioAs(page, 'staff.publisher', 'Publish');

  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: headingKey }) });
  await expect(row).toContainText(oldHeading);
  await expect(row).toContainText(newHeading);
  await expect(row).toContainText('Changed by staff.editor');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /^Publish \d+ changes?$/ }).click();
  await expect(page.getByText('Write a note: the history shows it as the reason for this version.')).toBeVisible();
  await page.getByLabel('Note (required)').fill('Warmer login heading');
  await page.getByRole('button', { name: /^Publish \d+ changes?$/ }).click();
  const published = before.version + 1;
  await expect(page.getByText(`Published version ${published}. Borrowers get it on their next visit.`)).toBeVisible();
  expect(await borrowerHeading(browser, sandbox.url)).toBe(newHeading);

  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Version ${published} (live)` })).toBeVisible();
  await page.getByRole('button', { name: `Roll back to this version (${before.version})` }).click();
  const dialog = page.getByRole('dialog', { name: `Roll back to version ${before.version}?` });
  await expect(dialog.getByLabel('Note (required)')).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Note (required)').fill('Back to the old heading');
  await dialog.getByRole('button', { name: `Roll back to version ${before.version}` }).click();
  // Four eyes (on by default): one publisher's rollback waits until a second publisher asks for the same.
  await expect(
    page.getByText(
      `Four eyes: another publisher must make the same change (roll back to version ${before.version}) before it takes effect.`,
    ),
  ).toBeFocused();
  expect(await borrowerHeading(browser, sandbox.url)).toBe(newHeading);
  const second = await staffApi(sandbox.url, 'staff.publisher2');
  clients.push(second.context);
  expect((await second.post('rollback', { version: before.version, note: 'Agreed' })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: `Version ${published + 1} (live)` })).toBeVisible();
  expect(await borrowerHeading(browser, sandbox.url)).toBe(oldHeading);
});

test('when four eyes is on and the publisher edited a key last, then the studio names the rule and the key; the transfer page lists the samples and the export', async ({
  page,
  browser,
  sandbox,
  problems,
}) => {
  const self = await staffApi(sandbox.url, 'staff.publisher');
  clients.push(self.context);
  const oldHeading = (await self.state()).published.settings[headingKey] ?? 'Sign In';
  // Four eyes (on by default): the publisher was the last editor of the key, so the server refuses.
  problems.allow(/status of 403 .*\/studio\/api\/publish/);
  expect((await self.saveDraft(headingKey, 'My own heading')).status()).toBe(200);
  await studioAs(page, 'staff.publisher', 'Publish');
  await page.getByLabel('Note (required)').fill('Self-approved');
  await page.getByRole('button', { name: 'Publish 1 change' }).click();
  await expect(shownAlert(page)).toContainText(
    `four eyes is on, and a publisher may not publish a draft in which they were the last editor of a key (${headingKey})`,
  );
  await page.getByRole('button', { name: `Discard draft of ${headingKey}` }).click();
  await expect(page.getByText('Nothing to publish: the draft equals the published version.')).toBeVisible();
  expect(await borrowerHeading(browser, sandbox.url)).toBe(oldHeading);

  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Samples and transfer' }).click();
  await expect(page.getByRole('group', { name: 'Choose the sample institution' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the institution as a zip' })).toHaveAttribute(
    'href',
    '/studio/api/export',
  );
  await expectNoAxeViolations(page);
});

test("when an editor or a viewer calls publish directly, then the server refuses with 403; another publisher may publish the editor's draft", async ({
  sandbox,
}) => {
  const editor = await staffApi(sandbox.url, 'staff.editor');
  const viewer = await staffApi(sandbox.url, 'staff.viewer');
  const publisher2 = await staffApi(sandbox.url, 'staff.publisher2');
  clients.push(editor.context, viewer.context, publisher2.context);
  const before = (await editor.state()).published;

  expect((await viewer.saveDraft(headingKey, 'Viewer heading')).status(), 'a viewer saves a draft').toBe(403);
  expect((await editor.saveDraft(headingKey, 'Editor heading')).status()).toBe(200);
  const etag = (await editor.state()).draft.etag;
  const byEditor = await editor.post('publish', { note: 'Editor tries' }, { 'If-Match': etag });
  expect(byEditor.status(), 'an editor publishes').toBe(403);
  expect(
    (await viewer.post('publish', { note: 'Viewer tries' }, { 'If-Match': etag })).status(),
    'a viewer publishes',
  ).toBe(403);
  expect((await editor.state()).published.version, 'nothing was published').toBe(before.version);

  // A stale etag is refused too (412), then the reviewed one goes through for a publisher who did not edit.
  expect((await publisher2.post('publish', { note: 'Stale' }, { 'If-Match': '"stale"' })).status()).toBe(412);
  const ok = await publisher2.post('publish', { note: 'Approved' }, { 'If-Match': etag });
  expect(ok.status()).toBe(200);
  expect((await publisher2.state()).published.settings[headingKey]).toBe('Editor heading');
  // Leave the worker's sandbox serving what it served.
  expect(
    (await publisher2.post('rollback', { version: before.version, note: 'Restore' })).status(),
    'one publisher asks',
  ).toBe(202);
  const publisher = await staffApi(sandbox.url, 'staff.publisher');
  clients.push(publisher.context);
  expect(
    (await publisher.post('rollback', { version: before.version, note: 'Restore' })).status(),
    'a second publisher agrees',
  ).toBe(200);
});

test("when an editor changes only a rich text's link address and tab, then the publish page shows the old and the new markup", async ({
  page,
  sandbox,
}) => {
  const editor = await staffApi(sandbox.url, 'staff.editor');
  clients.push(editor.context);
  const key = 'loginPage.richTextTop';
  const link = (attributes: string) => `<p>Read our <a ${attributes}>terms</a>.</p>`;
  expect((await editor.saveDraft(key, link('href="https://lender.example/terms"'))).status()).toBe(200);
  const publisher = await staffApi(sandbox.url, 'staff.publisher');
  clients.push(publisher.context);
  expect(
    (
      await publisher.post('publish', { note: 'Terms link' }, { 'If-Match': (await publisher.state()).draft.etag })
    ).status(),
  ).toBe(200);
  expect((await editor.saveDraft(key, link('href="https://elsewhere.example/terms" target="_blank"'))).status()).toBe(
    200,
  );

  await studioAs(page, 'staff.publisher2', 'Publish');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: key }) });
  await expect(row.getByRole('list', { name: 'Markup the draft removes' })).toContainText(
    'link "terms": href="https://lender.example/terms"',
  );
  await expect(row.getByRole('list', { name: 'Markup the draft adds' })).toContainText(
    'link "terms": href="https://elsewhere.example/terms" rel="noopener noreferrer" target="_blank"',
  );
  await expectNoAxeViolations(page);
});
