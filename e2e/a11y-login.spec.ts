/**
 * Keyboard-only journeys of the login screen, the security code and registration (WCAG 2.2 AA as a tester
 * checks it, beyond axe): where focus is after each key and what the live regions announced, recorded by
 * e2e/a11y-trail.ts. axe (with the wcag22aa tag) scans Register at 320 px; login-process.spec.ts scans the code step.
 */
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { lastCodeTo } from './outbox.ts';
import { tabTo } from './keyboard.ts';
import {
  announcements,
  clearTrail,
  expectAnnounced,
  expectFocus,
  pressKey,
  readTrail,
  recordA11yTrail,
} from './a11y-trail.ts';

test('when a borrower logs in with a security code using only the keyboard then focus never falls to <body> and each outcome is announced', async ({
  page,
  problems,
}) => {
  problems.allow(/status of 40[13]/);
  await recordA11yTrail(page);
  await page.goto('/#/home/login');
  await tabTo(page, page.getByLabel('User Name', { exact: true }));
  await page.keyboard.type('maria.lopez');
  expect(await pressKey(page, 'Tab')).toBe('textbox "Password"');
  await page.keyboard.type('Wrong1!');
  await pressKey(page, 'Enter');
  await expectAnnounced(page, 'Username or password is invalid.');
  await expectFocus(page, 'textbox "Password"');
  // The alert region was in the page before the message: announced as a change, not inserted filled.
  expect(
    (await readTrail(page)).find((e) => e.kind === 'live' && e.text === 'Username or password is invalid.')
      ?.insertedFilled,
  ).toBe(false);

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Password1!');
  await pressKey(page, 'Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Security Code' })).toBeVisible();
  await tabTo(page, page.getByLabel('Security Code', { exact: true }));
  await page.keyboard.type('000000');
  await clearTrail(page);
  await pressKey(page, 'Enter');
  await expectAnnounced(page, 'The security code is invalid');
  await expectFocus(page, 'textbox "Security Code"');

  await tabTo(page, page.getByRole('button', { name: 'Resend Code' }));
  await clearTrail(page);
  await pressKey(page, 'Enter');
  await expectAnnounced(page, 'A new security code has been sent.');
  await expectFocus(page, 'textbox "Security Code"');
  expect((await readTrail(page)).some((e) => e.kind === 'focus' && e.text === 'body')).toBe(false);

  // The code as a message shows it, with a space inside: accepted.
  const code = await lastCodeTo('maria.lopez@example.com');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`${code.slice(0, 3)} ${code.slice(3)}`);
  await pressKey(page, 'Enter');
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  expect(await announcements(page)).not.toContain('The security code is invalid');
});

test('when Register is shown at 320 px then its step bar does not scroll sideways and Return to Login is a 24 px target clear of the buttons', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/#/home/register');
  const bar = page
    .getByRole('navigation', { name: /./ })
    .filter({ has: page.locator('.registration-breadcrumb__tab') });
  await expect(bar).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const link = page.getByRole('link', { name: 'Return to Login' });
  const linkBox = (await link.boundingBox())!;
  const buttonBox = (await page.getByRole('button', { name: 'Continue' }).boundingBox())!;
  expect(linkBox.height).toBeGreaterThanOrEqual(24);
  expect(linkBox.y - (buttonBox.y + buttonBox.height)).toBeGreaterThanOrEqual(24);
  await expectNoAxeViolations(page);
});
