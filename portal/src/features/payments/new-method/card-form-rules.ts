/**
 * The card form's checks beyond the screen file (payments spec §5 "Card form"), and the payload it posts.
 * Pure: the rules come from schemas/src/rules; texts are looked up by the caller's `text`.
 */
import type { NewCardPayload } from '@/api/payments/add-card-payment-method';
import type { NewCardData } from '@schemas/screens/generated/screen-data';
import {
  cardBrandOf,
  checkCardNumber,
  checkExpiration,
  securityCodeLength,
  type CardBrand,
} from '@schemas/rules/card-rules';
import { digitsOnly } from '@schemas/rules/masks';
import { checkAddressText, checkCardHolderName } from '@schemas/rules/payment-names';
import type { SettingKey } from '@schemas/settings/generated/setting-key';

/** What the checks need besides the values. */
export interface CardFormContext {
  allowedBrands: readonly CardBrand[];
  /** requireFullAddressForCardOption: address 1, city and state are required (they are offered either way). */
  fullAddress: boolean;
  today: Date;
}

const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * Messages (catalogue keys) per field for rules the screen file cannot say: names, brand and Luhn,
 * expiry month, security code by brand, address texts. Empty fields are left to the screen's `required`.
 */
export function cardFormProblems(
  data: Partial<NewCardData>,
  ctx: CardFormContext,
): Partial<Record<keyof NewCardData, SettingKey>> {
  const out: Partial<Record<keyof NewCardData, SettingKey>> = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const value = data[field];
    if (typeof value === 'string' && value !== '') out[field] = nameKey(checkCardHolderName(value));
  }
  const number = digitsOnly(data.cardNumber ?? '');
  const numberProblem = number === '' ? undefined : checkCardNumber(number, ctx.allowedBrands);
  if (numberProblem === 'unsupported') out.cardNumber = 'paymentForms.cardTypeNotSupported';
  else if (numberProblem) out.cardNumber = 'paymentForms.cardNumberInvalid';
  if (filled(data.expiration) && checkExpiration(data.expiration, ctx.today))
    out.expiration = 'paymentForms.expirationInvalid';
  if (filled(data.securityCode)) {
    const brand = cardBrandOf(number);
    const lengths = brand ? [securityCodeLength(brand)] : [3, 4];
    if (!/^\d+$/.test(data.securityCode) || !lengths.includes(data.securityCode.length))
      out.securityCode = 'paymentForms.securityCodeInvalid';
  }
  for (const field of ['address1', 'address2', 'city'] as const) {
    const value = data[field];
    if (filled(value) && checkAddressText(value)) out[field] = 'paymentForms.invalid';
  }
  for (const key of Object.keys(out) as (keyof NewCardData)[]) if (out[key] === undefined) delete out[key];
  return out;
}

function nameKey(problem: ReturnType<typeof checkCardHolderName>): SettingKey | undefined {
  if (problem === 'required') return 'paymentForms.nameRequired';
  return problem === 'invalid' ? 'paymentForms.invalid' : undefined;
}

/**
 * The AddCardPaymentMethod / single-use payload (spec §3 "New card payload"): number without spaces,
 * MM/YY, brand by prefix, DebitCard when debit-only (or nothing chosen); of the optional billing address
 * (full address not required), only the parts typed.
 */
export function cardPayload(
  data: NewCardData,
  ctx: { loanAccountNumber: string; fullAddress: boolean; debitOnly: boolean },
): NewCardPayload {
  const number = digitsOnly(data.cardNumber ?? '');
  const brand = cardBrandOf(number);
  if (!brand) throw new Error('cardPayload needs a card number of a known brand (the form checks it first)');
  const full = {
    Address1: (data.address1 ?? '').trim(),
    Address2: (data.address2 ?? '').trim(),
    City: (data.city ?? '').trim(),
    State: data.state ?? '',
  };
  const address = ctx.fullAddress ? full : Object.fromEntries(Object.entries(full).filter(([, value]) => value !== ''));
  return {
    BillingAddress: { ZipCode: (data.zip ?? '').trim(), ...address },
    CardHolderFirstName: (data.firstName ?? '').trim(),
    CardHolderLastName: (data.lastName ?? '').trim(),
    CardNumber: number,
    ExpirationDate: data.expiration ?? '',
    SecurityCode: data.securityCode ?? '',
    CardType: brand,
    DebitCreditType: !ctx.debitOnly && data.debitCredit === 'CreditCard' ? 'CreditCard' : 'DebitCard',
    LoanAccountNumber: ctx.loanAccountNumber,
  };
}
