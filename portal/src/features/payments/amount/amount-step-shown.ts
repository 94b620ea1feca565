/** Whether the getAmount step is in force (payments spec §4 "Amount step"). Seam: replaced by the amount work (issue 12). */
import type { SettingsReader } from '@schemas/settings/reader';
import type { PaymentSteps } from '../make-payment/payment-steps';

/** False when the step is skipped: payoff, or days-before-due without a reason to ask for an amount. */
export function amountStepShown(data: Partial<PaymentSteps>, settings: SettingsReader): boolean {
  void settings;
  return data.getFrequency?.payoff.isPayoff !== true;
}
