/**
 * The studio by keyboard only (WCAG 2.4.3, 2.4.2, 3.3.1, 4.1.3, 1.4.11): from sign-in to a publish, focus
 * after each step, what was announced, each page's title, and the focus ring's contrast at every Tab stop.
 */
import { request, type Page } from '@playwright/test';
import type { StudioSession, StudioState } from '../schemas/src/studio/studio-api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectAnnounced, expectFocus, pressKey, recordA11yTrail } from './a11y-trail.ts';
import { expect, test } from './fixtures.ts';
import { focusRing } from './focus-ring.ts';

// A publish changes the sandbox's versions: the next spec in this worker starts from the seed.
test.use({ resetSandboxAfterTest: true });

const password = 'Staff-pass1!';

/** Tabs until `want` has focus, checking the ring of every stop on the way. */
async function tabToChecking(page: Page, want: string | RegExp, max = 30): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    const at = await pressKey(page, 'Tab');
    const ring = await focusRing(page);
    expect(ring.ratio, `focus ring of ${ring.element}: ${ring.outline} on ${ring.background}`).toBeGreaterThanOrEqual(
      3,
    );
    if (typeof want === 'string' ? at === want : want.test(at)) return;
  }
  throw new Error(`Tab never reached ${String(want)}`);
}

test('when a publisher publishes by keyboard, then focus and announcements follow each step, titles name each page and the focus ring keeps 3:1', async ({
  page,
  sandbox,
}) => {
  const editor = await request.newContext({ baseURL: sandbox.url });
  const signIn = await editor.post('/studio/api/session', { data: { userName: 'staff.editor', password } });
  const { csrfToken } = (await signIn.json()) as StudioSession;
  const state = (await (await editor.get('/studio/api/state')).json()) as StudioState;
  const revision = state.draft.settings['loginPage.heading']?.revision ?? 0;
  await editor.put('/studio/api/draft/settings/loginPage.heading', {
    data: { value: 'Welcome, by keyboard' },
    headers: { 'X-CSRF-Token': csrfToken, 'If-Match': `"${revision}"` },
  });
  await editor.dispose();

  await recordA11yTrail(page);
  await page.goto('/studio/');
  await expect(page).toHaveTitle('Sign in – Settings Studio');
  await page.getByLabel('User name').fill('staff.publisher');
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveTitle('Edit settings – Settings Studio');

  await page.locator('body').focus();
  await tabToChecking(page, 'link "Publish"');
  await pressKey(page, 'Enter');
  await expect(page).toHaveTitle('Publish – Settings Studio');
  await expectFocus(page, 'heading "Publish"');

  await tabToChecking(page, /^button "Publish \d+ changes?"$/);
  await pressKey(page, 'Enter');
  // The empty note: focus on the note, which is described by the message.
  await expectFocus(page, 'textbox "Note (required)"');
  await expect(page.getByLabel('Note (required)')).toHaveAccessibleDescription(
    'Write a note: the history shows it as the reason for this version.',
  );

  await page.keyboard.type('Keyboard publish');
  await pressKey(page, 'Tab');
  await pressKey(page, 'Enter');
  await expect(page.getByRole('status').filter({ hasText: /^Published version \d+/ })).toBeFocused();
  await expectAnnounced(page, /^Published version \d+\. Borrowers get it on their next visit\.$/);
});

test('when an editor uses the shortcuts, then ? lists them without axe violations at 1280 and 390 px, Alt+P toggles pick mode, and arrows and Enter pick in the preview', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/studio/');
  await page.getByLabel('User name').fill('staff.editor');
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveTitle('Edit settings – Settings Studio');

  // The shortcuts listen once the edit page has its catalogue.
  await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.locator('body').focus();
  await page.keyboard.press('?');
  const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(list).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });

  const pick = page.getByRole('button', { name: 'Pick a text or image' });
  await page.keyboard.press('Alt+KeyP');
  await expect(pick).toHaveAttribute('aria-pressed', 'true');
  await pick.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Edit settings');
});
