/**
 * The ACH form's checks beyond the screen file (payments spec §5 "ACH form"), the payload it posts and what
 * the bank lookup means for the routing number. Pure; rules from schemas/src/rules.
 */
import type { NewAchPayload } from '@/api/payments/add-ach-payment-method';
import type { BankLookup } from '@/api/payments/get-ach-routing-data';
import type { NewAchData } from '@schemas/screens/generated/screen-data';
import { checkOwnerName } from '@schemas/rules/payment-names';
import { checkBankAccountNumber } from '@schemas/rules/routing-number';
import type { SettingKey } from '@schemas/settings/generated/setting-key';

/**
 * Messages (catalogue keys) per field: the owner-name rule, and the account-number digit rule (1 to 17
 * digits, not all zeros, not one repeated digit) for both account fields. Empty fields are left to `required`.
 */
export function achFormProblems(data: Partial<NewAchData>): Partial<Record<keyof NewAchData, SettingKey>> {
  const out: Partial<Record<keyof NewAchData, SettingKey>> = {};
  if (data.ownerName && checkOwnerName(data.ownerName) === 'invalid') out.ownerName = 'paymentForms.ownerNameInvalid';
  if (data.ownerName && checkOwnerName(data.ownerName) === 'required') out.ownerName = 'paymentForms.ownerNameRequired';
  for (const field of ['accountNumber', 'confirmAccountNumber'] as const) {
    const value = data[field];
    if (value && checkBankAccountNumber(value) === 'invalid') out[field] = 'paymentForms.accountNumberInvalid';
  }
  return out;
}

/**
 * The validate / add / single-use payload (spec §3 "New ACH payload"); Checking unless Savings is offered and chosen.
 */
export function achPayload(data: NewAchData, savingsAllowed: boolean): NewAchPayload {
  return {
    AccountType: savingsAllowed && data.accountType === 'Savings' ? 'Savings' : 'Checking',
    RoutingNumber: data.routingNumber,
    AccountNumber: data.accountNumber,
    OwnerName: data.ownerName.trim(),
  };
}

/** The lookup's outcome for the routing field: the bank to show, or the message key to show instead. */
export type LookupOutcome = { bank: BankLookup } | { messageKey: SettingKey } | { nothing: true };

/**
 * What a finished lookup means: a found bank is shown; with preCheckABABankInfoOption a bank that does not
 * exist makes the routing number invalid; a failed call shows 'An error has occured while verifying the
 * routing number'.
 */
export function lookupOutcome(
  result: { ok: true; bank: BankLookup } | { ok: false },
  preCheck: boolean,
): LookupOutcome {
  if (!result.ok) return { messageKey: 'paymentMethod.routingLookupError' };
  if (result.bank.BankExists) return { bank: result.bank };
  return preCheck ? { messageKey: 'paymentForms.routingNumberInvalid' } : { nothing: true };
}
