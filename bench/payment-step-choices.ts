/**
 * The step choices of the make-payment screen to the next paint (decision 266: "The whole payment
 * (select, method, frequency, amount, confirm) stays under 16 ms p95 per interaction"): choosing the loan
 * account, the payment type and saved method, the frequency, and Make Payment opening its confirm dialog.
 * The amount keys and calendar arrows are in payment-interactions.ts.
 */
import type { Page } from 'playwright-core';
import { chooseFirstSavedMethod } from './borrower-context.ts';
import { measuredEvents, nthOfEach } from './interaction-probe.ts';

/** The samples, in ms per choice: event to paint (interaction-probe.ts). */
export interface ChoiceLatencies {
  account: number[];
  method: number[];
  frequency: number[];
  confirm: number[];
  /**
   * The parts of `method` and `confirm`, for a closer look: type clicks, saved method chosen or put back to none, No.
   */
  parts?: { type: number[]; savedChosen: number[]; savedCleared: number[]; confirmNo: number[] };
  /** The same choices' main-thread work (trace-work.ts). */
  work?: {
    account: number[];
    method: number[];
    frequency: number[];
    confirm: number[];
    parts?: ChoiceLatencies['parts'];
  };
}

/**
 * On `page`, the payment screen of a borrower with a saved card and a saved checking account: the method,
 * frequency and confirm choices, `times` each. Ends with E-Check, one time, today.
 */
export async function methodFrequencyConfirmLatencies(
  page: Page,
  times: number,
): Promise<Omit<ChoiceLatencies, 'account'>> {
  // Each act's events in order: a saved method put back to none and then chosen, Make Payment and then No.
  const all = (acts: number[][] | undefined) => (acts ?? []).flat();
  const types = page.getByRole('group', { name: 'Payment Type' });
  const saved = page.getByLabel('Payment Method', { exact: true });
  // The payment type (the click) and then the saved method (the change); each resets the later steps.
  const typeClicks = await measuredEvents(
    page,
    'click',
    times,
    async (i) => {
      await types.getByRole('button', { name: i % 2 === 0 ? 'Card' : 'E-Check', exact: true }).click();
      await saved.waitFor();
    },
    true,
  );
  if (times % 2 === 0) await types.getByRole('button', { name: 'E-Check', exact: true }).click();
  const frequency = page.getByRole('combobox', { name: 'Frequency' });
  const methodChanges = await measuredEvents(
    page,
    'change',
    times,
    async () => {
      await saved.selectOption('');
      await chooseFirstSavedMethod(page);
      await frequency.waitFor();
    },
    true,
  );
  const values = await frequency
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  const frequencies = await measuredEvents(
    page,
    'change',
    times,
    (i) => frequency.selectOption(values[(i + 1) % values.length]!).then(() => undefined),
    true,
  );
  await frequency.selectOption('OneTime');
  const amount = page.getByRole('textbox', { name: 'Payment Amount' });
  await amount.fill('25');
  const dialog = page.getByRole('dialog', { name: 'Make Payment' });
  const confirms = await measuredEvents(
    page,
    'click',
    times,
    async () => {
      await page.getByRole('button', { name: 'Make Payment', exact: true }).click();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'No' }).click();
      await dialog.waitFor({ state: 'hidden' });
    },
    true,
  );
  const parts = {
    type: typeClicks.latencies,
    savedCleared: nthOfEach(methodChanges.perAct, 0),
    savedChosen: nthOfEach(methodChanges.perAct, 1),
    confirmNo: nthOfEach(confirms.perAct, 1),
  };
  return {
    method: [...parts.type, ...parts.savedCleared, ...parts.savedChosen],
    frequency: frequencies.latencies,
    // Make Payment opening its dialog, and No closing it: both are the confirm.
    confirm: [...confirms.latencies, ...parts.confirmNo],
    parts,
    work: {
      account: [],
      method: [...all(typeClicks.work), ...all(methodChanges.work)],
      frequency: all(frequencies.work),
      confirm: all(confirms.work),
      parts: {
        type: all(typeClicks.work),
        savedCleared: nthOfEach(methodChanges.work ?? [], 0),
        savedChosen: nthOfEach(methodChanges.work ?? [], 1),
        confirmNo: nthOfEach(confirms.work ?? [], 1),
      },
    },
  };
}

/**
 * On `page`, the payment screen of a borrower with several loans: choosing another loan in Loan Account,
 * `times` times, each waiting for its payment info.
 */
export async function accountChoiceLatencies(
  page: Page,
  times: number,
): Promise<{ latencies: number[]; work: number[] }> {
  const select = page.getByLabel('Loan Account', { exact: true });
  await select.waitFor();
  const values = await select
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  if (values.length < 2) throw new Error('the account choice needs a borrower with two payable loans');
  const measured = await measuredEvents(
    page,
    'change',
    times,
    async (i) => {
      const answered = page.waitForResponse((r) => r.url().includes('GetPaymentInfo'));
      await select.selectOption(values[(i + 1) % values.length]!);
      await answered;
    },
    true,
  );
  return { latencies: measured.latencies, work: (measured.work ?? []).flat() };
}
