/**
 * The words of a submit failure (payments spec §8 "Submit errors"): the catalogue text of its key in section
 * paymentSubmitErrors, or the server's processing text, plus paymentSubmitErrors.cardPaymentErrorText for a
 * card payment when the institution set one.
 */
import type { SettingsReader } from '@schemas/settings/reader';
import { withCardText, type SubmitErrorKey, type SubmitErrorOutcome } from '@schemas/rules/submit-errors';

/** The catalogue text of one submit-error key. */
export function submitErrorKeyText(settings: SettingsReader, key: SubmitErrorKey): string {
  // Every SubmitErrorKey is a key of the section (schemas/src/rules/submit-errors.test.ts checks it);
  // has() narrows the computed key for the typed reader.
  const name = `paymentSubmitErrors.${key}`;
  return settings.has(name) ? settings.text(name) : settings.text('paymentSubmitErrors.generic');
}

/** The text a failed submit shows. */
export function submitErrorText(settings: SettingsReader, outcome: SubmitErrorOutcome, isCard: boolean): string {
  const base = outcome.kind === 'key' ? submitErrorKeyText(settings, outcome.key) : outcome.text;
  return withCardText(base, isCard, settings.text('paymentSubmitErrors.cardPaymentErrorText'));
}
