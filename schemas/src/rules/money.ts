/**
 * Money as integer cents, with one rounding rule for the portal and the sandbox (decision 120).
 * The contract carries dollars (e.g. PaymentAmount 125.5); code converts at the edge with toCents,
 * adds and compares whole cents, and converts back with fromCents. Amounts that are computed (a
 * rate, a percent, per-diem interest) go through roundCents once, at the end.
 */

/** A whole number of cents. A plain number so stored rows and generated types need no casts. */
export type Cents = number;

/**
 * The one rounding rule: first drop binary noise by rounding to 6 decimal places (1.005 × 100 is
 * 100.49999999999999 in floating point, meant as 100.5), then round half away from zero to a whole
 * cent (100.5 → 101, -100.5 → -101), the usual commercial rule.
 */
export function roundCents(fractionalCents: number): Cents {
  if (!Number.isFinite(fractionalCents)) throw new RangeError(`Not an amount: ${fractionalCents}`);
  const cleaned = Number(fractionalCents.toFixed(6));
  const whole = Math.round(Math.abs(cleaned));
  // Math.round(-0) would keep the sign of zero; an amount of nothing is plain 0.
  return cleaned < 0 && whole !== 0 ? -whole : whole;
}

/** Dollars (as the contract writes them) to whole cents by the rounding rule. */
export function toCents(dollars: number): Cents {
  return roundCents(dollars * 100);
}

/** Cents to dollars, as the contract writes them (exact for any whole number of cents). */
export function fromCents(cents: Cents): number {
  return cents / 100;
}

/**
 * True when a dollar amount is a whole number of cents (the contract's `multipleOf: 0.01`), judged
 * with a tolerance for binary floats: 2307.7 counts although 2307.7 / 0.01 is 230769.99999999997.
 */
export function isWholeCents(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

/** Dollars rounded to whole cents by the rounding rule, still in dollars (for contract fields). */
export function roundDollars(dollars: number): number {
  return fromCents(toCents(dollars));
}

/** The sum of amounts in cents (the spec's totals: amount + fees + additional principal). */
export function add(...amounts: readonly Cents[]): Cents {
  return amounts.reduce((sum, amount) => sum + amount, 0);
}

/** The sum of dollar amounts, added as whole cents so 0.1 + 0.2 is 0.3. */
export function addDollars(...amounts: readonly number[]): number {
  return fromCents(add(...amounts.map(toCents)));
}

/** `cents` times `rate` (a percent as a fraction, an interest factor), rounded once by the rule. */
export function multiplyByRate(cents: Cents, rate: number): Cents {
  return roundCents(cents * rate);
}

/** How an amount is written: the locale and currency, US dollars in English by default. */
export interface CurrencyFormat {
  locale?: string;
  currency?: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats cents as currency: 123456 → "$1,234.56", -500 → "-$5.00". */
export function formatCurrency(cents: Cents, { locale = 'en-US', currency = 'USD' }: CurrencyFormat = {}): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(fromCents(cents));
}
