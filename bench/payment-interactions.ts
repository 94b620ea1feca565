/**
 * Interaction-to-next-paint on the make-payment screen (decision 266: "The whole payment (select,
 * method, frequency, amount, confirm) stays under 16 ms p95 per interaction"): typing into the Payment Amount
 * field, arrow keys moving through the one-time date calendar, and the step choices (payment-step-choices.ts).
 * Same measure as keystroke-latency.ts (the event to the frame after it was painted). Logs in as `user` and
 * pays by E-Check with the first saved account.
 */
import type { Page } from 'playwright-core';
import { logIn, openPaymentByCheck } from './borrower-context.ts';
import { percentile } from './keystroke-latency.ts';
import { measuredEvents, nthOfEach, pressMeasured } from './interaction-probe.ts';
import {
  accountChoiceLatencies,
  methodFrequencyConfirmLatencies,
  type ChoiceLatencies,
} from './payment-step-choices.ts';

export type { ChoiceLatencies };

/** The samples, in ms per key or choice. */
export interface PaymentInteractionLatencies {
  amountKeys: number[];
  /**
   * Amount keys after whose paint the field was marked invalid (out of range or empty): a check that the keys typed
   * valid amounts.
   */
  amountInvalidKeys: number;
  calendarKeys: number[];
  /** A click on the page heading, which changes nothing: the frame scheduling every figure above includes. */
  noOpClick: number[];
  /** Main-thread work per amount key and calendar arrow (trace-work.ts). */
  keyWork: { amountKeys: number[]; calendarKeys: number[] };
  /**
   * Select account, method (type, saved method chosen or cleared), frequency, confirm (Make Payment opens its dialog,
   * No closes it).
   */
  choices: ChoiceLatencies;
}

type Borrower = { username: string; password: string };

/**
 * Logs in, opens the payment screen with E-Check and a saved account, and measures the interactions, `keys`
 * amount keys and calendar arrows, half as many of each choice. The account choice is measured on a
 * page of its own as `accountUser` (a borrower with several loans), none without one.
 */
export async function paymentInteractionLatencies(
  page: Page,
  baseUrl: string,
  user: Borrower,
  keys = 40,
  accountUser?: Borrower,
): Promise<PaymentInteractionLatencies> {
  await openPaymentByCheck(page, baseUrl, user);
  // The calendar: focus today's day, then arrows right and down through two months.
  const today = page.getByRole('grid').first().locator('button[tabindex="0"]');
  await today.focus();
  const arrows = Array.from({ length: keys }, (_, i) => (i % 4 === 3 ? 'ArrowDown' : 'ArrowRight'));
  const calendarKeys = await pressMeasured(page, arrows, true);
  // Back to a payable day (today) so the amount step opens, then type into the amount.
  await page.getByRole('combobox', { name: 'Frequency' }).selectOption('OneTime');
  const amount = page.getByRole('textbox', { name: 'Payment Amount' });
  await amount.waitFor({ timeout: 20_000 });
  await amount.fill('');
  await amount.focus();
  // A borrower's typing: an amount in range typed and taken back digit by digit ("12.34", "1.2", ...), so each key
  // leaves another valid amount, which is the path that reaches the step flow; the field is cleared between rounds.
  const rounds = [
    ['1', '2', '.', '3', '4'],
    ['2', '5', '.', '5'],
    ['9', '.', '9', '9'],
    ['3', '1', '0'],
  ];
  const amountKeys: number[] = [];
  const amountWork: number[] = [];
  let amountInvalidKeys = 0;
  for (let r = 0; amountKeys.length < keys; r += 1) {
    const typed = rounds[r % rounds.length]!;
    const round = [...typed, ...typed.slice(1).map(() => 'Backspace')].slice(0, keys - amountKeys.length);
    await amount.fill('');
    const measured = await pressMeasured(page, round, true);
    amountKeys.push(...measured.latencies);
    amountWork.push(...nthOfEach(measured.work ?? [], 0));
    amountInvalidKeys += measured.flagged;
  }
  // Twenty of each choice with the bench's 40 keys: a p95 of ten samples is their maximum.
  const times = Math.max(4, Math.round(keys / 2));
  const steps = await methodFrequencyConfirmLatencies(page, times);
  const heading = page.getByRole('heading', { level: 1 });
  const noOp = await measuredEvents(page, 'click', times, () => heading.click());
  let account = { latencies: [] as number[], work: [] as number[] };
  if (accountUser) {
    const context = await page.context().browser()!.newContext();
    const other = await context.newPage();
    await logIn(other, baseUrl, accountUser);
    await other.goto(`${baseUrl}/#/myaccount/payment`);
    account = await accountChoiceLatencies(other, times);
    await context.close();
  }
  const work = { ...steps.work!, account: account.work };
  return {
    amountKeys,
    amountInvalidKeys,
    calendarKeys: calendarKeys.latencies,
    noOpClick: noOp.latencies,
    keyWork: { amountKeys: amountWork, calendarKeys: nthOfEach(calendarKeys.work ?? [], 0) },
    choices: { ...steps, account: account.latencies, work },
  };
}

/** The p95 of each choice in ms (NaN when a choice was not measured). */
export function choiceP95s(choices: ChoiceLatencies): Record<Exclude<keyof ChoiceLatencies, 'parts' | 'work'>, number> {
  const p95 = (xs: number[]) => (xs.length ? percentile(xs, 95) : Number.NaN);
  return {
    account: p95(choices.account),
    method: p95(choices.method),
    frequency: p95(choices.frequency),
    confirm: p95(choices.confirm),
  };
}

/** "p95 a / b / c / d ms" for the bench table. */
export function choiceRowText(p95s: Record<Exclude<keyof ChoiceLatencies, 'parts' | 'work'>, number>): string {
  return `p95 ${[p95s.account, p95s.method, p95s.frequency, p95s.confirm].map((x) => (Number.isNaN(x) ? 'n/a' : x.toFixed(1))).join(' / ')} ms`;
}

/**
 * The p95 of each interaction's main-thread work in ms (trace-work.ts): amount key, arrow, account, method, frequency,
 * confirm.
 */
export function workP95s(
  figures: PaymentInteractionLatencies,
): Record<'amountKey' | 'calendarArrow' | 'account' | 'method' | 'frequency' | 'confirm', number> {
  const p95 = (xs: number[] | undefined) => (xs?.length ? percentile(xs, 95) : Number.NaN);
  const work = figures.choices.work;
  return {
    amountKey: p95(figures.keyWork.amountKeys),
    calendarArrow: p95(figures.keyWork.calendarKeys),
    account: p95(work?.account),
    method: p95(work?.method),
    frequency: p95(work?.frequency),
    confirm: p95(work?.confirm),
  };
}
