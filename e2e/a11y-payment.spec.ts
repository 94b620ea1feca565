/**
 * Make Payment with the keyboard only, as the borrower with 50 accounts (WCAG 2.2 AA as a tester checks it,
 * beyond axe): the arrow keys step through the loans with focus kept on the select (3.2.2), the pressed
 * payment type hands focus to what it revealed, the calendar's month buttons keep focus, and an invalid
 * amount says why Make Payment went. Recorded by e2e/a11y-trail.ts.
 */
import { scenarioNamed } from '../server-mock/scenarios/all-scenarios.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { tabTo } from './keyboard.ts';
import { loginThroughUi } from './login.ts';
import { addSavedCard } from './saved-card.ts';
import { clearTrail, expectAnnounced, expectFocus, pressKey, readTrail, recordA11yTrail } from './a11y-trail.ts';

// A saved card is added to the borrower's loan: back to the seed once the test's page is closed.
test.use({ resetSandboxAfterTest: true });

test('when the 50-account borrower pays with the keyboard only then focus stays where the user acted and each change is announced', async ({
  page,
}) => {
  await loginThroughUi(page, scenarioNamed('many.accts'));
  await recordA11yTrail(page);
  await page.goto('/#/myaccount/payment');
  const account = page.getByRole('combobox', { name: 'Loan Account' });
  await expect(account).toBeVisible();
  await tabTo(page, account);
  const seen = new Set<string>();
  for (let i = 0; i < 4; i += 1) {
    expect(await pressKey(page, 'ArrowDown')).toBe('combobox "Loan Account"');
    seen.add(await account.inputValue());
  }
  expect(seen.size).toBe(4);
  await expect(page.getByRole('heading', { name: 'Payment Type' })).toBeVisible();
  await expectFocus(page, 'combobox "Loan Account"');
  await expectNoAxeViolations(page);

  // A saved card for the loan reached (added through the API as the Payment Details dialog would), then that loan's
  // screen.
  const loan = await account.inputValue();
  await addSavedCard(page, loan, {
    firstName: 'Jose',
    lastName: 'Nunez',
    zipCode: '78501',
    number: '4111111111111111',
    brand: 'visa',
  });
  // A fresh page: the screen's listing of that loan's methods was fetched (and cached) before the card was added.
  await page.goto(`/#/myaccount/payment/${loan}`);
  await page.reload();
  await tabTo(page, page.getByRole('button', { name: 'Card', exact: true }), 60);
  // Card reveals the saved-card select in its own step (none is the default): focus stays on Card and Tab reaches it.
  await pressKey(page, 'Enter');
  await expect(page.getByRole('combobox', { name: 'Payment Method' })).toBeVisible();
  await expectFocus(page, 'button "Card"');
  await tabTo(page, page.getByRole('combobox', { name: 'Payment Method' }));
  expect(await pressKey(page, 'ArrowDown')).toBe('combobox "Payment Method"');
  await expect(page.getByRole('heading', { name: 'Payment Frequency' })).toBeVisible();
  await expectFocus(page, 'combobox "Payment Method"');

  // Once the arrow keys moved in the grid, Next month keeps focus: a second Enter shows another month, not a day.
  const grid = page.getByRole('grid');
  await tabTo(page, grid.locator('button[tabindex="0"]'), 40);
  await pressKey(page, 'ArrowRight');
  expect(await pressKey(page, 'Shift+Tab')).toBe('button "Next month"');
  const month = await grid.getAttribute('aria-label');
  expect(await pressKey(page, 'Enter')).toBe('button "Next month"');
  expect(await pressKey(page, 'Enter')).toBe('button "Next month"');
  expect(await grid.getAttribute('aria-label')).not.toBe(month);

  // An emptied amount takes Make Payment away: the reason is announced, and focus stays in the field.
  const amount = page.getByRole('textbox', { name: 'Payment Amount' });
  await tabTo(page, amount, 40);
  await clearTrail(page);
  await page.keyboard.press('ControlOrMeta+a');
  await pressKey(page, 'Backspace');
  await expect(page.getByRole('button', { name: 'Make Payment' })).toHaveCount(0);
  await expectAnnounced(page, 'Payment amount is required');
  await expectFocus(page, 'textbox "Payment Amount"');
  expect((await readTrail(page)).filter((e) => e.kind === 'focus').map((e) => e.text)).not.toContain('body');
});
