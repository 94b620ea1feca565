/**
 * The amounts a payment is submitted with: the amount step's choice (AmountSelection), or, when that step is
 * not in force (§4: payoff "uses the quote, falling back to the account payoff amount"; days-before-due without
 * a custom amount uses the regular payment), the amount step's own rule for a skipped step
 * (amount/amount-step-shown.ts), plus the third-party fee of the frequency step.
 */
import type { Cents } from '@schemas/rules/money';
import type { IsoDay } from '@schemas/rules/calendar';
import type { SettingsReader } from '@schemas/settings/reader';
import { skippedAmountSelection } from '../amount/amount-step-shown';
import type { PaymentSteps } from '../make-payment/payment-steps';

/** Amounts in cents, fees split as the submit body sends them. */
export interface ResolvedAmount {
  amount: Cents;
  additionalPrincipal: Cents;
  firstPartyFee: Cents;
  thirdPartyFee: Cents;
  locPaysTotalDue: boolean;
}

/** The amounts of the payment from the step data (see the module comment). */
export function resolvedAmount(
  data: Pick<PaymentSteps, 'selectAccount' | 'getMethod' | 'getFrequency'> & Partial<Pick<PaymentSteps, 'getAmount'>>,
  settings: SettingsReader,
  today: IsoDay,
): ResolvedAmount {
  const chosen = data.getAmount ?? skippedAmountSelection(data, settings, today);
  return {
    amount: chosen.amount,
    additionalPrincipal: chosen.additionalPrincipal,
    firstPartyFee: chosen.firstPartyFee,
    thirdPartyFee: data.getFrequency.thirdPartyFee,
    locPaysTotalDue: chosen.locPaysTotalDue,
  };
}
