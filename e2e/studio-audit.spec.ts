/**
 * The staff audit log (decision 285): what staff did in this test — an editor's sign-in and draft save,
 * a publisher's publish, the reader's own sign-in — is listed on the audit page with who, what and the
 * key's values; a person filter narrows it from the keyboard; the CSV export parses to the same actions.
 */
import { readFile } from 'node:fs/promises';
import { type APIRequestContext } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import type { StudioState } from '../schemas/src/studio/studio-api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { STAFF_PASSWORD, staffSession } from './studio-staff.ts';
import { expect, resetSandbox, test } from './fixtures.ts';

// Drafts, versions and the log are sandbox state: the next spec in this worker starts from the seed.
test.use({ resetSandboxAfterTest: true });

const headingKey = 'loginPage.heading';

let clients: APIRequestContext[] = [];
test.afterEach(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  clients = [];
});

/** Signs a staff member in over the API; the context is disposed after the test. */
async function staffApi(baseURL: string, userName: string) {
  const session = await staffSession(baseURL, userName);
  clients.push(session.context);
  return session;
}

test('when staff sign in, save a draft and publish, then the audit page lists each with who and what, filters by person and exports CSV that parses', async ({
  page,
  sandbox,
}) => {
  // The log counts sign-ins: an earlier spec in this worker may have signed the same staff in.
  await resetSandbox();
  const editor = await staffApi(sandbox.url, 'staff.editor');
  const heading = `Audited heading ${Date.now()}`;
  const saved = await editor.context.put(`/studio/api/draft/settings/${headingKey}`, {
    data: { value: heading },
    headers: { ...editor.headers, 'If-Match': '"0"' },
  });
  expect(saved.status()).toBe(200);
  const publisher2 = await staffApi(sandbox.url, 'staff.publisher2');
  const { draft } = (await (await publisher2.context.get('/studio/api/state')).json()) as StudioState;
  const published = await publisher2.context.post('/studio/api/publish', {
    data: { note: 'Audited' },
    headers: { ...publisher2.headers, 'If-Match': draft.etag },
  });
  expect(published.status()).toBe(200);

  await page.goto('/studio/');
  await page.getByLabel('User name').fill('staff.publisher');
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Staff actions, newest first' });
  const row = (person: string, action: string) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: person, exact: true }) })
      .filter({ hasText: action });
  await expect(row('staff.publisher', 'Signed in')).toHaveCount(1);
  await expect(row('staff.publisher2', 'Published')).toContainText('Audited');
  await expect(row('staff.editor', 'Signed in')).toHaveCount(1);
  await expect(row('staff.editor', 'Saved a draft value')).toContainText(headingKey);
  await expect(row('staff.editor', 'Saved a draft value')).toContainText(heading);
  await expectNoAxeViolations(page);

  // Keyboard: type the person and submit with Enter.
  await page.getByLabel('Person (user name)').fill('staff.editor');
  await page.getByLabel('Person (user name)').press('Enter');
  await expect(page.getByText('Showing 2 entries.')).toBeVisible();
  await expect(table.getByRole('cell', { name: 'staff.publisher', exact: true })).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^staff-audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parse(await readFile(await download.path()), { bom: true, columns: true }) as Record<string, string>[];
  expect(rows.map((r) => [r.actor, r.action, r.key, r.newValue])).toEqual([
    ['staff.editor', 'draft-save', headingKey, heading],
    ['staff.editor', 'sign-in', '', ''],
  ]);
});
