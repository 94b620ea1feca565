/**
 * Keystroke-to-next-paint on the new card form (decision 266): the Payment Details modal of the
 * make-payment screen, typing a card number (the masked field that re-detects the brand and re-masks on every
 * digit): 16 digits, 16 backspaces, 16 digits again.
 */
import type { Page } from 'playwright-core';
import { measureKeystrokes } from './keystroke-latency.ts';

/** Where the figure is taken. */
export const CARD_FORM = { path: '/#/myaccount/payment', field: 'Card Number' };

/** Opens the card form as a logged-in borrower (`page` of a logged-in context) and measures 48 keystrokes. */
export async function cardFormKeystrokeLatencies(page: Page, baseUrl: string): Promise<number[]> {
  await page.goto(baseUrl + CARD_FORM.path);
  await page.getByRole('button', { name: 'Card', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment Details' });
  const newButton = page.getByRole('button', { name: 'New payment method' });
  await newButton.or(dialog).first().waitFor();
  if (!(await dialog.isVisible())) await newButton.click();
  const field = dialog.getByLabel(CARD_FORM.field);
  await field.waitFor();
  const digits = [...'5555555555554444'];
  return measureKeystrokes(page, field, [...digits, ...digits.map(() => 'Backspace'), ...digits]);
}
