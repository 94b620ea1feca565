/**
 * Change requests end to end, in several browser contexts (decisions 340, 341, 390): an editor opens a
 * request and asks a publisher to review it; the publisher comments on the key; the editor replies and fixes
 * it; the publisher approves and schedules it; the sandbox clock passes the time and a fresh borrower page
 * shows the change, recorded once in history and the audit log. A second request on the same key must then
 * rebase. A shared preview link opens in a context with no studio session and stops after revocation.
 * The second request is set up through the API: only its rebase is under test.
 */
import { type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { ChangeRequestDetail } from '../schemas/src/studio/change-requests.ts';
import { expectNoAxeViolations } from './axe.ts';
import { borrowerHeading, STAFF_PASSWORD, staffSession } from './studio-staff.ts';
import { expect, test, useSuiteClock } from './fixtures.ts';

// Requests, versions and the frozen clock are sandbox state: the next spec in this worker starts from the seed.
test.use({ resetSandboxAfterTest: true });

const KEY = 'loginPage.heading';

/** A signed-in staff API client (the cookie stays in its context; the CSRF token goes on each change). */
async function staffApi(baseURL: string, userName: string) {
  const { context, headers } = await staffSession(baseURL, userName);
  const call = async (method: 'post' | 'put', path: string, data: unknown = {}, extra: Record<string, string> = {}) => {
    const res = await context[method](`/studio/api/${path}`, { data, headers: { ...headers, ...extra } });
    expect(res.ok(), `${userName} ${method} ${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as ChangeRequestDetail;
  };
  return { context, call, get: async (path: string) => (await context.get(`/studio/api/${path}`)).json() };
}

/** A new browser context on the suite's clock, with one page. */
async function newPage(browser: Browser, baseURL: string, contexts: BrowserContext[]): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  contexts.push(context);
  await useSuiteClock(context);
  return context.newPage();
}

/** Signs a staff member in on the studio's page `hash`. */
async function studioAs(page: Page, userName: string, hash: string): Promise<void> {
  await page.goto(`/studio/#${hash}`);
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Studio' })).toBeVisible();
  await page.goto(`/studio/#${hash}`);
}

const contexts: BrowserContext[] = [];
const clients: APIRequestContext[] = [];
test.afterEach(async () => {
  await Promise.all([...contexts.map((c) => c.close()), ...clients.map((c) => c.dispose())]);
  contexts.length = 0;
  clients.length = 0;
});

test('when an editor and a publisher take a request through review and a schedule, then it publishes once on time; an overlapping request must rebase; a shared preview link works until revoked', async ({
  page: publisherPage,
  browser,
  sandbox,
  problems,
}) => {
  test.setTimeout(90_000);
  const editorPage = await newPage(browser, sandbox.url, contexts);

  // The editor opens the request, proposes a heading (with a typo) and asks staff.publisher to review it.
  await studioAs(editorPage, 'staff.editor', '/changes');
  await editorPage.getByLabel('Name of the change request').fill('Spring login');
  await editorPage.getByRole('button', { name: 'Open change request' }).click();
  await expect(editorPage).toHaveURL(/#\/changes\/\d+$/);
  const id = Number(editorPage.url().split('/').pop());
  await editorPage.getByLabel('Setting key').fill(KEY);
  await editorPage.getByLabel('Value', { exact: true }).fill('Welcom to spring');
  await editorPage.getByRole('button', { name: 'Add to request' }).click();
  const entry = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: KEY }) });
  await expect(entry(editorPage)).toContainText('Welcom to spring');
  await editorPage.getByLabel(/^Reviewers/).fill('staff.publisher');
  // Submitted with its shortcut (decision 373), once focus has left the field: shortcuts are silent while typing.
  await editorPage.getByLabel(/^Reviewers/).press('Tab');
  await editorPage.keyboard.press('Alt+KeyR');
  await expect(editorPage.getByText(/^In review · opened by staff.editor/)).toBeVisible();

  // The publisher comments on the key.
  await studioAs(publisherPage, 'staff.publisher', `/changes/${id}`);
  await entry(publisherPage).getByLabel(`Comment on ${KEY}`).fill('Typo: Welcome');
  await entry(publisherPage).getByRole('button', { name: 'Comment' }).click();
  await expect(entry(publisherPage).getByRole('group', { name: 'Comment by staff.publisher' })).toBeVisible();

  // The editor replies and fixes the value, then shares a preview of it.
  await editorPage.reload();
  await entry(editorPage).getByLabel('Reply to staff.publisher').fill('Fixed');
  await entry(editorPage).getByRole('button', { name: 'Reply' }).click();
  await expect(entry(editorPage).getByRole('group', { name: 'Comment by staff.publisher' })).toContainText('Fixed');
  await entry(editorPage).getByLabel(`New value for ${KEY}`).fill('Welcome to spring');
  await entry(editorPage).getByRole('button', { name: 'Save value' }).click();
  await expect(entry(editorPage)).toContainText('ProposedWelcome to spring');
  await editorPage.getByRole('button', { name: 'Make preview link' }).click();
  const shared = await editorPage.getByLabel('Link to share (shown once)').inputValue();
  await expect(editorPage.getByRole('table', { name: 'Links made for this request' })).toContainText('staff.editor');
  await expectNoAxeViolations(editorPage);

  // A colleague without a studio session opens the link: the request's value in the preview frame.
  const colleague = await newPage(browser, sandbox.url, contexts);
  await colleague.goto(shared);
  await expect(
    colleague.getByRole('heading', { level: 1, name: `Preview of change request #${id}: Spring login` }),
  ).toBeVisible();
  const frame = colleague.frameLocator('iframe[title="Portal preview"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Welcome to spring');
  await expectNoAxeViolations(colleague);
  const served = await (await colleague.request.get('/api/setup/ApplicationOptions')).json();
  expect(served.gassySettings.shared[KEY], 'not published by the preview').toBeUndefined();

  // The publisher approves and schedules it ten minutes ahead, in the lender's time zone.
  const editor = await staffApi(sandbox.url, 'staff.editor');
  const publisher = await staffApi(sandbox.url, 'staff.publisher');
  clients.push(editor.context, publisher.context);
  await publisherPage.reload();
  await publisherPage.getByRole('button', { name: 'Approve' }).click();
  const { timeZone } = (await publisher.get(`change-requests/${id}`)) as ChangeRequestDetail;
  const now = (await (await publisher.context.get('/__mock/clock')).json()) as { now: string };
  const at = new Date(Date.parse(now.now) + 10 * 60_000);
  await publisherPage
    .getByLabel(`Publish at (${timeZone})`)
    .fill(format(new TZDate(at.getTime(), timeZone), "yyyy-MM-dd'T'HH:mm"));
  await publisherPage.getByRole('button', { name: 'Schedule' }).click();
  await expect(publisherPage.getByText(/^Publishes by itself at .* scheduled by staff.publisher\./)).toBeVisible();

  // A second request on the same key, approved before the first publishes (set up through the API).
  const second = (await editor.call('post', 'change-requests', { title: 'Other heading' })).id;
  await editor.call(
    'put',
    `change-requests/${second}/settings/${KEY}`,
    { value: 'Other heading' },
    { 'If-Match': '"0"' },
  );
  await editor.call('post', `change-requests/${second}/submit`, { reviewers: ['staff.publisher'] });
  await publisher.call('post', `change-requests/${second}/approve`);

  // The sandbox clock passes the time: the first request publishes by itself, once.
  await publisher.context.put('/__mock/clock', { data: { now: new Date(at.getTime() + 60_000).toISOString() } });
  await expect.poll(() => borrowerHeading(browser, sandbox.url), { timeout: 15_000 }).toBe('Welcome to spring');
  const audit = (await publisher.get('audit?action=publish')) as { entries: { detail: Record<string, unknown> }[] };
  expect(audit.entries.filter((e) => e.detail.changeRequest === id)).toHaveLength(1);
  expect(audit.entries[0]!.detail).toMatchObject({ changeRequest: id, scheduled: true, keys: [KEY] });
  await publisherPage.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'History' }).click();
  await expect(publisherPage.getByRole('heading', { level: 2, name: / \(live\)$/ })).toBeVisible();
  await expect(publisherPage.getByText(`Change request ${id}: Spring login`)).toHaveCount(1);

  // Publishing the second request asks for a rebase on what is now live, with the three values (the key had no
  // override when it was written: "empty"). The 409 is the answer under test.
  problems.allow(/409 \(Conflict\).*\/publish/);
  await publisherPage.goto(`/studio/#/changes/${second}`);
  await publisherPage.getByRole('button', { name: 'Publish change request' }).click();
  const rebase = publisherPage.getByRole('table', { name: 'Values to rebase' });
  await expect(rebase.getByRole('row').nth(1)).toHaveText(`${KEY}Welcome to spring${'empty'}Other heading`);
  await publisherPage.getByRole('button', { name: 'Rebase on live values' }).click();
  await expect(publisherPage.getByText(/^In review · opened by staff.editor/)).toBeVisible();

  // Revoked, the shared link opens nothing.
  await editorPage.reload();
  await editorPage.getByRole('button', { name: /^Revoke link \d+ made by staff.editor$/ }).click();
  await expect(editorPage.getByRole('table', { name: 'Links made for this request' })).toContainText(
    'Revoked by staff.editor',
  );
  await colleague.reload();
  await expect(colleague.getByRole('alert')).toContainText('This preview link is not valid');
  await expect(colleague.getByTitle('Portal preview')).toHaveCount(0);
  await publisher.context.delete('/__mock/clock');
});
