/**
 * Studio editing: staff sign in with the keyboard alone and edit a key (autosaved), two
 * editors changing one key meet the conflict dialog with both values and choose, a viewer's studio is
 * read-only and the server refuses a viewer's save. Each test edits its own key: tests of this worker
 * share one sandbox.
 */
import type { Browser, Page } from '@playwright/test';
import type { StudioSession, StudioState } from '../schemas/src/studio/studio-api.ts';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, expectNoAxeViolations, formatViolations } from './axe.ts';
import { expect, sandboxUrl, test } from './fixtures.ts';

// Drafts, versions and staff lock-outs are sandbox state: the next spec in this worker starts from the seed.
test.use({ resetSandboxAfterTest: true });

const password = 'Staff-pass1!';

/** Signs a staff member in through the form (mouse-free fills) and waits for the shell. */
async function signIn(page: Page, userName: string): Promise<void> {
  await page.goto('/studio/');
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** A second staff member in their own browser context, watched for problems like the first. */
async function secondStaff(browser: Browser, userName: string) {
  const context = await browser.newContext({ baseURL: sandboxUrl() });
  const page = await context.newPage();
  await signIn(page, userName);
  return { page, close: () => context.close() };
}

/** Presses Tab until the element is focused (a keyboard user's way there), at most `max` times. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, max = 25): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The draft of a key as the server has it, read with the page's staff session. */
async function draftOf(page: Page, key: string) {
  const res = await page.request.get('/studio/api/state');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as StudioState).draft.settings[key];
}

test('when staff sign in and edit with the keyboard only, then the change autosaves, and the sign-in and edit pages have no axe violations', async ({
  page,
}) => {
  await page.goto('/studio/');
  await expectNoAxeViolations(page);
  const userName = page.getByLabel('User name');
  await tabTo(page, userName);
  await page.keyboard.type('staff.editor');
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Eddie Editor')).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search settings' });
  await tabTo(page, search);
  await page.keyboard.type('loginPage.heading');
  const link = page.getByRole('link', { name: /^loginPage\.heading/ });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'loginPage.heading' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Route: login' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Value' });
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Welcome, keyboard user');
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(link).toContainText('changed');
  expect(await draftOf(page, 'loginPage.heading')).toMatchObject({
    value: 'Welcome, keyboard user',
    updatedBy: 'staff.editor',
  });

  // Nothing typed is lost on reload: the server has it.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Value' })).toHaveValue('Welcome, keyboard user');

  // An agreement string gets the spec's message at the field.
  await page.goto('/studio/#/?key=agreements.agreement1');
  const agreement = page.getByRole('textbox', { name: 'Value' });
  await agreement.fill('https://example.test/terms|2026-01-01|Terms');
  await expect(agreement).toHaveAccessibleDescription(/GAC Setup Error: Incorrect number of parameters/);
  // The edit page with a key open, a field problem shown and the catalogue listed.
  await expectNoAxeViolations(page);
});

test('when two editors change one key, then the second gets the conflict with both values and chooses', async ({
  page,
  browser,
  problems,
}) => {
  // The refused save is an expected 412; the browser logs it as a failed resource.
  problems.allow(/status of 412/);
  // Two signed-in browsers, each with the live preview loading the portal: more than one page's work.
  test.setTimeout(60_000);
  const key = 'loginPage.cantSignInLink';
  await signIn(page, 'staff.editor');
  const other = await secondStaff(browser, 'staff.editor2');
  try {
    // Editor two's live feed says nothing (a proxy holding events back, say): with it, editor one's save would show
    // in their field before they type (studio-live.spec.ts). Without it the conflict is still what guards the save.
    await other.page.route('**/studio/api/live', (route) =>
      route.fulfill({ status: 200, contentType: 'text/event-stream', body: ': held back\n\n' }),
    );
    await other.page.reload();
    // Both open the key before either saves.
    await page.goto(`/studio/#/?key=${key}`);
    await other.page.goto(`/studio/#/?key=${key}`);
    await expect(other.page.getByRole('textbox', { name: 'Value' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Value' }).fill('Help from editor one');
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

    await other.page.getByRole('textbox', { name: 'Value' }).fill('Help from editor two');
    const dialog = other.page.getByRole('dialog', { name: `staff.editor also changed ${key}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Your value' })).toContainText('Help from editor two');
    await expect(dialog.getByRole('region', { name: 'Their value' })).toContainText('Help from editor one');
    await expect(dialog.getByRole('region', { name: 'Their value' })).toContainText(
      /Saved by staff\.editor on \w{3} \d+, \d{4}, \d\d:\d\d UTC/,
    );
    // The modal dialog is what this editor can reach now (the edit page itself is checked in the first test).
    const axe = await new AxeBuilder({ page: other.page }).withTags(AXE_TAGS).include('[role="dialog"]').analyze();
    expect(formatViolations(axe.violations)).toBe('');
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await expect(dialog).toBeHidden();
    await expect(other.page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    expect(await draftOf(page, key)).toMatchObject({ value: 'Help from editor two', updatedBy: 'staff.editor2' });
  } finally {
    await other.close();
  }
});

test("when a viewer opens a key, then the studio is read-only, the server refuses the viewer's save, and sign-out ends the session", async ({
  page,
}) => {
  await signIn(page, 'staff.viewer');
  await expect(page.getByText('Viewer (read only)')).toBeVisible();
  await page.goto('/studio/#/?key=portal.useFAQOption');
  await expect(page.getByRole('switch', { name: 'Value' })).toBeDisabled();
  await expect(page.getByText('Your role is viewer: you can see every setting but not change it.')).toBeVisible();
  await page.goto('/studio/#/?key=loginPage.heading');
  await expect(page.getByRole('textbox', { name: 'Value' })).toHaveAttribute('readonly', '');

  // The server enforces it too: a direct save with the viewer's session and CSRF token is refused.
  const session = (await (await page.request.get('/studio/api/session')).json()) as StudioSession;
  const res = await page.request.put('/studio/api/draft/settings/loginPage.heading', {
    headers: { 'X-CSRF-Token': session.csrfToken, 'If-Match': '"0"', Origin: sandboxUrl() },
    data: { value: 'Viewer was here' },
  });
  expect(res.status()).toBe(403);
  expect((await draftOf(page, 'loginPage.heading'))?.value).not.toBe('Viewer was here');

  // Signing out ends the session on the server too.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You are signed out.')).toBeVisible();
  expect((await page.request.get('/studio/api/session')).status()).toBe(401);
});
