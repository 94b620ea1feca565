/**
 * Whether the getAmount step is in force (payments spec §4 "Amount step", "Pay-now-or-later and payoff"),
 * and the amount used when it is not.
 */
import { toCents } from '@schemas/rules/money';
import type { SettingsReader } from '@schemas/settings/reader';
import type { AmountSelection, PaymentSteps } from '../make-payment/payment-steps';
import { amountRulesOf } from './amount-rules';

/**
 * False when the step is skipped: payoff (the quote is paid), or days-before-due / on-due-date unless
 * custom amounts on days-before-due are allowed, the method is a card, or additional principal on
 * recurring ACH is allowed.
 */
export function amountStepShown(data: Partial<PaymentSteps>, settings: SettingsReader): boolean {
  const frequency = data.getFrequency;
  if (frequency?.payoff.isPayoff === true) return false;
  if (frequency?.frequency !== 'DaysBeforeDue') return true;
  if (
    settings.flag('recurringPaymentOptions.allowCustomAmountOnDaysBeforeDueOption') ||
    data.getMethod?.kind === 'card'
  )
    return true;
  return (
    data.getMethod?.kind === 'ach' && settings.flag('achPaymentOptions.allowAdditionalPrincipalOnRecurringACHOption')
  );
}

/**
 * The amount of a skipped step, for the screen to store as getAmount: payoff pays the quote (falling
 * back to the account's payoff amount); days-before-due pays the regular payment, a line of credit 0
 * (the total due, computed at the time of payment).
 */
export function skippedAmountSelection(
  data: Partial<PaymentSteps>,
  settings: SettingsReader,
  today: string,
): AmountSelection {
  const loan = data.selectAccount!;
  const frequency = data.getFrequency!;
  const rules = amountRulesOf(loan, data.getMethod!, frequency, settings, today);
  if (frequency.payoff.isPayoff) {
    const amount = frequency.payoff.quote ?? toCents(loan.info.PayOffAmount ?? 0);
    return { amount, additionalPrincipal: 0, firstPartyFee: rules.firstPartyFee, locPaysTotalDue: false };
  }
  const amount = rules.locRecurring ? 0 : rules.regularPayment;
  return { amount, additionalPrincipal: 0, firstPartyFee: rules.firstPartyFee, locPaysTotalDue: rules.locRecurring };
}
