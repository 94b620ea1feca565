/** The selectAccount step's value from an account list entry and its payment-info answer (or a failed call). */
import type { Account as AccountListEntry } from '@/api/accounts/account-types';
import type { PaymentInfoAnswer } from '@/api/payments/get-payment-info';
import type { SettingsReader } from '@schemas/settings/reader';
import { assessPaymentInfo, type PaymentInfoErrorKey } from '@schemas/rules/payment-info-errors';
import type { SelectedLoan } from './payment-steps';

/** The catalogue keys of the payment-info texts (settings section paymentInfoErrors). */
const ERROR_TEXT_KEYS = {
  generic: 'paymentInfoErrors.generic',
  niteMode: 'paymentInfoErrors.niteMode',
  paymentBlocked: 'paymentInfoErrors.paymentBlocked',
  blockedOnPendingRecurring: 'paymentInfoErrors.blockedOnPendingRecurring',
  delinquent: 'paymentInfoErrors.delinquent',
  noPaymentNeeded: 'paymentInfoErrors.noPaymentNeeded',
  disabledAfterCutoff: 'paymentInfoErrors.disabledAfterCutoff',
} as const satisfies Record<PaymentInfoErrorKey, string>;

/** The text of a payment-info error key. */
export function paymentInfoErrorText(key: PaymentInfoErrorKey, settings: SettingsReader): string {
  return settings.text(ERROR_TEXT_KEYS[key]);
}

/** Builds the step value; `info` undefined means the call failed (Generic). */
export function toSelectedLoan(
  entry: AccountListEntry,
  info: PaymentInfoAnswer | undefined,
  settings: SettingsReader,
): SelectedLoan {
  const access = assessPaymentInfo(info, entry.Balance);
  return {
    accountNumber: entry.Number,
    accountType: entry.Type,
    cardBlocked: access.cardBlocked,
    achBlocked: access.achBlocked,
    info: info ?? { HasNoErrors: false, Errors: [] },
    ...(access.errorKey ? { error: paymentInfoErrorText(access.errorKey, settings) } : {}),
  };
}
