/**
 * Server-side check of a new bank account (spec section 5 "ACH form", section 8 validation codes):
 * RoutingNumberInvalid, RoutingNumberAchNotAllowed, RoutingAccountInvalidThirdParty,
 * RoutingAccountInvalidInternal, or Invalid for the owner name and a savings account when not allowed.
 */
import type { components } from '../../../schemas/api/generated/api-types.ts';
import { checkBankAccountNumber, isRoutingNumberValid } from '../../../schemas/src/rules/routing-number.ts';
import { checkOwnerName } from '../../../schemas/src/rules/payment-names.ts';
import type { SettingsReader } from '../../../schemas/src/settings/reader.ts';
import { findBank } from '../../store/payments/bank-directory.ts';
import { listDepositAccountNumbers } from '../../store/payments/loan-accounts-repo.ts';
import type { PaymentsContext } from './payments-context.ts';

type NewAch = components['schemas']['NewAchPayload'];

/** Answers the refusal code, or undefined when the account may be used. */
export async function checkAchPayload(
  ctx: PaymentsContext,
  userName: string,
  ach: NewAch,
  settings: SettingsReader,
): Promise<string | undefined> {
  if (checkOwnerName(ach.OwnerName)) return 'Invalid';
  if (ach.AccountType === 'Savings' && !settings.flag('achPaymentOptions.allowPaymentFromSavingsAccountOption'))
    return 'Invalid';
  if (!isRoutingNumberValid(ach.RoutingNumber)) return 'RoutingNumberInvalid';
  const bank = findBank(ach.RoutingNumber);
  if (!bank && settings.flag('achPaymentOptions.preCheckABABankInfoOption')) return 'RoutingNumberInvalid';
  if (bank && !bank.achAllowed) return 'RoutingNumberAchNotAllowed';
  if (checkBankAccountNumber(ach.AccountNumber)) return 'RoutingAccountInvalidThirdParty';
  if (bank?.internal) {
    const own = (await listDepositAccountNumbers(ctx.db, userName)).map((n) => n.replace(/\D+/g, ''));
    if (!own.includes(ach.AccountNumber)) return 'RoutingAccountInvalidInternal';
  }
  return undefined;
}
