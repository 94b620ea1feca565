/**
 * Live colleagues (decision 365), in two browser contexts: staff.editor2 has a key open; staff.editor opens
 * it too and each sees the other's display name at the key; staff.editor saves a draft and it appears in
 * staff.editor2's open studio without a reload, announced politely; when staff.editor closes the tab, the
 * presence goes within seconds.
 */
import type { BrowserContext, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, formatViolations } from './axe.ts';
import { expect, sandboxUrl, test, useSuiteClock } from './fixtures.ts';
import { STAFF_PASSWORD } from './studio-staff.ts';

// A draft is sandbox state: the next spec in this worker starts from the seed.
test.use({ resetSandboxAfterTest: true });

const KEY = 'loginPage.heading';

/** Signs a staff member in over the API (the cookie lands in the page's context) and opens the key in the studio. */
async function openKeyAs(page: Page, userName: string): Promise<void> {
  const signIn = await page.request.post('/studio/api/session', { data: { userName, password: STAFF_PASSWORD } });
  expect(signIn.status(), `${userName} signs in`).toBe(200);
  // The hint the studio's own sign-in leaves in the browser (signed-in-hint.ts), so it asks for the session at once.
  await page.addInitScript(() => localStorage.setItem('studio.signed-in', '1'));
  await page.goto(`/studio/#/?key=${KEY}`);
  await expect(page.getByRole('heading', { name: KEY })).toBeVisible();
}

let other: BrowserContext | undefined;
test.afterEach(async () => {
  await other?.close();
  other = undefined;
});

test("when two staff open one key then each sees the other there; one's saved draft appears in the other's open studio without a reload", async ({
  page,
  browser,
  problems,
}) => {
  await openKeyAs(page, 'staff.editor2');
  other = await browser.newContext({ baseURL: sandboxUrl() });
  await useSuiteClock(other);
  const eddie = await other.newPage();
  await problems.watch(eddie);
  await openKeyAs(eddie, 'staff.editor');

  await expect(page.getByText('Also editing now: Eddie Editor.')).toBeVisible();
  await expect(eddie.getByText('Also editing now: Edna Editor.')).toBeVisible();

  await eddie.getByRole('textbox', { name: 'Value' }).fill('Live from Eddie');
  const field = page.getByRole('textbox', { name: 'Value' });
  await expect(field).toHaveValue('Live from Eddie');
  await expect(page.getByText('staff.editor saved a new value; the field shows it.')).toBeVisible();
  await expect(page.getByRole('heading', { name: KEY })).toBeVisible();
  // The key editor with the colleague line and the announcement (the whole page is scanned in studio-edit.spec.ts).
  const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).include('.key-editor').analyze();
  expect(formatViolations(axe.violations)).toBe('');

  // Closing the tab says so (or the server forgets the tab a few seconds later).
  await eddie.close({ runBeforeUnload: true });
  await expect(page.getByText(/Also editing now/)).toHaveCount(0);
});
