/**
 * Keystroke-to-next-paint on the make-payment screen (issue 12 "Performance"): typing into the
 * Payment Amount field, and arrow keys moving through the one-time date calendar. Same measure as
 * keystroke-latency.ts (keydown to the frame after it was painted). Logs in as `user` and pays by
 * E-Check with the first saved account.
 */
import type { Page } from 'playwright-core';
import { logIn } from './borrower-context.ts';

/** The two samples, in ms per key. */
export interface PaymentInteractionLatencies {
  amountKeys: number[];
  calendarKeys: number[];
}

async function installProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __keyLatency: number[]; __probe?: boolean };
    w.__keyLatency = [];
    if (w.__probe) return;
    w.__probe = true;
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => w.__keyLatency.push(performance.now() - start), 0));
      },
      true,
    );
  });
}

async function pressMeasured(page: Page, keys: readonly string[]): Promise<number[]> {
  await installProbe(page);
  for (let i = 0; i < keys.length; i += 1) {
    await page.keyboard.press(keys[i]!);
    await page.waitForFunction((n) => (window as unknown as { __keyLatency: number[] }).__keyLatency.length >= n, i + 1);
  }
  return page.evaluate(() => (window as unknown as { __keyLatency: number[] }).__keyLatency);
}

/** Logs in, opens the payment screen with E-Check and a saved account, and measures both interactions. */
export async function paymentInteractionLatencies(page: Page, baseUrl: string, user: { username: string; password: string }, keys = 40): Promise<PaymentInteractionLatencies> {
  await logIn(page, baseUrl, user);
  await page.goto(`${baseUrl}/#/myaccount/payment`);
  await page.getByRole('group', { name: 'Payment Type' }).getByRole('button', { name: 'E-Check' }).click();
  const saved = page.getByLabel('Payment Method', { exact: true });
  const first = await saved.locator('option').nth(1).getAttribute('value');
  await saved.selectOption(first ?? '');
  // The calendar: focus today's day, then arrows right and down through two months.
  const today = page.getByRole('grid').first().locator('button[tabindex="0"]');
  await today.focus();
  const arrows = Array.from({ length: keys }, (_, i) => (i % 4 === 3 ? 'ArrowDown' : 'ArrowRight'));
  const calendarKeys = await pressMeasured(page, arrows);
  // Back to a payable day (today) so the amount step opens, then type into the amount.
  await page.getByRole('combobox', { name: 'Frequency' }).selectOption('OneTime');
  const amount = page.getByRole('textbox', { name: 'Payment Amount' });
  await amount.waitFor({ timeout: 20_000 });
  await amount.fill('');
  await amount.focus();
  const digits = Array.from({ length: keys }, (_, i) => (i % 8 === 7 ? 'Backspace' : String((i * 7) % 10)));
  // The field holds 15 characters: clear every 12 keys so each key changes the value.
  const amountKeys: number[] = [];
  for (let start = 0; start < digits.length; start += 12) {
    await amount.fill('');
    amountKeys.push(...(await pressMeasured(page, digits.slice(start, start + 12))));
  }
  return { amountKeys, calendarKeys };
}
