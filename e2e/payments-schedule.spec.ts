/**
 * The frequency, date, amount and fee steps through the sandbox: the calendar says why a day
 * cannot be chosen and moves with the arrow keys, a later date makes a scheduled ACH payment with its fee
 * in the total, and a recurring frequency shows the recurring message. One login (basic.user) per test.
 * Dates are relative to the suite's clock (e2e/e2e-clock.ts: a business-day morning, any day of the month),
 * so the test picks days by what the calendar says.
 */
import { addDays, dayOfWeek, monthEnd, todayOf } from '../schemas/src/rules/calendar.ts';
import { expectNoAxeViolations } from './axe.ts';
import { e2eNow } from './e2e-clock.ts';
import { expect, test } from './fixtures.ts';

/** True when a Saturday after `today` is still in its month (else every Saturday shown is past and says so instead). */
function saturdayAheadThisMonth(today: string): boolean {
  for (let day = addDays(today, 1); day <= monthEnd(today); day = addDays(day, 1))
    if (dayOfWeek(day) === 6) return true;
  return false;
}

test('when a later weekday is chosen for E-Check then the amount formats on blur and the total adds the scheduled ACH fee; weekends say why', async ({
  loggedInPage: page,
}) => {
  await page.goto('/#/myaccount/payment');
  await page.getByRole('group', { name: 'Payment Type' }).getByRole('button', { name: 'E-Check' }).click();
  const saved = page.getByLabel('Payment Method', { exact: true });
  await saved.selectOption({ index: 1 });
  await expect(page.getByRole('heading', { name: 'Payment Frequency' })).toBeVisible();

  const grid = page.getByRole('grid').first();
  // Weekends are not allowed by default: every Saturday still ahead says so (late in a month, in the next one).
  if (!saturdayAheadThisMonth(todayOf(e2eNow(), 'UTC')))
    await page.getByRole('button', { name: 'Next month' }).first().click();
  await expect(
    grid.getByRole('button', { name: /Saturday, .*not available: Payment date cannot be on a Saturday/ }).first(),
  ).toBeVisible();
  const focusable = grid.locator('button[tabindex="0"]');
  await focusable.focus();
  const before = await focusable.getAttribute('aria-label');
  await page.keyboard.press('ArrowDown');
  await expect(grid.locator('button[tabindex="0"]')).toBeFocused();
  expect(await grid.locator('button[tabindex="0"]').getAttribute('aria-label')).not.toBe(before);

  // A later day that can be chosen (not today, not disabled) makes it scheduled: the sandbox's ScheduledAchFee is 1.50.
  // Changing the date resets the amount step (later steps reset), so the amount is typed after it.
  await page.keyboard.press('ArrowUp');
  const choosable = grid.locator('button:not([aria-disabled])');
  // The first choosable day after today: in today's month, else in the next one.
  if ((await choosable.count()) < 2) {
    await page.getByRole('button', { name: 'Next month' }).first().click();
    await choosable.first().click();
  } else await choosable.nth(1).click();
  const amount = page.getByRole('textbox', { name: 'Payment Amount' });
  await amount.fill('1234.5');
  await amount.blur();
  await expect(amount).toHaveValue('$1,234.50');
  await expect(page.locator('.total-summary')).toContainText('Processing Fee$1.50');
  await expect(page.locator('.total-summary')).toContainText('Payment Total$1,236.00');
  // The calendar, payoff toggle, amount and total as shown: no axe violations.
  await expectNoAxeViolations(page);

  await page.getByRole('combobox', { name: 'Frequency' }).selectOption({ label: 'Monthly on Date' });
  await expect(
    page.getByText(
      'You are responsible for making sure your recurring payment covers your contractual payment amount.',
      { exact: false },
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment Amount' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Frequency' }).selectOption({ label: 'On Due Date' });
  // On Due Date is valid at once; by ACH without custom amounts the amount step is skipped, and the amount and
  // total show above Make Payment instead.
  await expect(page.getByRole('heading', { name: 'Review and Submit' })).toBeVisible();
  await expect(page.locator('.payment-submit .total-summary')).toContainText(
    /Payment Amount\$[\d,]+\.\d\dPayment Total/,
  );
});
