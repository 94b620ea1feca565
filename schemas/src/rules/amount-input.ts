/**
 * The payment amount field (payments spec §5 "Payment amount", §9): at most 15 characters, read as
 * whole cents from the text (never through a float), written back as currency with 2 decimals on blur,
 * and clamped into the allowed range when the payment info changes.
 */
import { formatCurrency, toCents, type Cents } from './money.ts';

/** §9: the amount input accepts up to 15 characters. */
export const AMOUNT_INPUT_MAX_LENGTH = 15;

const AMOUNT_TEXT = /^(\d*)(?:\.(\d{0,2}))?$/;

/**
 * The cents an amount text means: "$1,234.5" is 123450. Currency signs, commas and spaces are ignored;
 * anything else (letters, a third decimal, a minus) is not an amount. Empty text is undefined.
 */
export function parseAmountInput(text: string): Cents | undefined {
  const cleaned = text.replace(/[$,\s]/g, '');
  const m = AMOUNT_TEXT.exec(cleaned);
  if (!m || cleaned === '' || cleaned === '.') return undefined;
  const whole = m[1] === '' ? 0 : Number(m[1]);
  const fraction = Number((m[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(whole * 100 + fraction)) return undefined;
  return whole * 100 + fraction;
}

/** The text the field shows after blur: currency with 2 decimals ("$1,234.50"). */
export function formatAmountInput(cents: Cents): string {
  return formatCurrency(cents);
}

/** Inclusive limits in cents. */
export interface CentLimits {
  min: Cents;
  max: Cents;
}

/** Limits from the dollar limits of paymentAmountLimits. */
export function centLimits(limits: { min: number; max: number }): CentLimits {
  return { min: toCents(limits.min), max: toCents(limits.max) };
}

/** §4 "The amount is clamped into range whenever payment info changes". */
export function clampAmount(cents: Cents, limits: CentLimits): Cents {
  return Math.min(Math.max(cents, limits.min), limits.max);
}

/** The amount field's problem: empty, or outside the range; undefined when the amount is allowed. */
export function amountProblem(text: string, limits: CentLimits): 'required' | 'range' | undefined {
  const cents = parseAmountInput(text);
  if (cents === undefined) return text.trim() === '' ? 'required' : 'range';
  return cents < limits.min || cents > limits.max ? 'range' : undefined;
}
