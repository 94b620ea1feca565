/**
 * The amount step's limits and flags from the earlier steps and the settings (payments spec §4 "Amount
 * step", §5 "Payment amount"). The numbers come from the shared rules (payment-amount.ts, fees.ts) that
 * the sandbox's submit check uses too; this module only gathers their inputs. Money in cents.
 */
import { centLimits, type CentLimits } from '@schemas/rules/amount-input';
import { firstPartyFee, type FeeMethod } from '@schemas/rules/fees';
import { paymentTiming } from '@schemas/rules/frequency-availability';
import { toCents, type Cents } from '@schemas/rules/money';
import {
  paymentAmountLimits,
  paymentMinimum,
  recurringAllowsExtra,
  type AmountLimitInput,
} from '@schemas/rules/payment-amount';
import type { IsoDay } from '@schemas/rules/calendar';
import type { SettingsReader } from '@schemas/settings/reader';
import type { ChosenMethod, FrequencySelection, SelectedLoan } from '../make-payment/payment-steps';

/** Everything the amount step shows and checks. */
export interface AmountRules {
  limits: CentLimits;
  /** 'Only payment by ACH is allowed at this time...': the minimum is at or above the card maximum. */
  achOnly: boolean;
  /** The amount due is above the card maximum (a warning, the form stays valid). */
  dueExceedsMaximum: boolean;
  /** 'Pay Amount Due' is forced on and disabled (days-before-due without custom amounts). */
  payAmountDueForced: boolean;
  /** What 'Pay Amount Due' pays: the total due; 0 for a recurring line of credit (§5). */
  amountDue: Cents;
  /** A recurring line-of-credit payment of the total due: amount 0 and no total (§4). */
  locRecurring: boolean;
  additionalPrincipalShown: boolean;
  firstPartyFee: Cents;
  isCard: boolean;
  regularPayment: Cents;
}

const feeMethodOf = (method: ChosenMethod): FeeMethod =>
  method.kind === 'card'
    ? { kind: 'card', creditCard: method.card.DebitCreditType === 'CreditCard' }
    : { kind: method.kind };

/** The rules for one loan, method and frequency on `today`. */
export function amountRulesOf(
  loan: SelectedLoan,
  method: ChosenMethod,
  frequency: FrequencySelection,
  settings: SettingsReader,
  today: IsoDay,
): AmountRules {
  const info = loan.info;
  const isCard = method.kind === 'card';
  const isAch = method.kind === 'ach';
  const recurring = frequency.frequency !== 'OneTime';
  const daysBeforeDue = frequency.frequency === 'DaysBeforeDue';
  const allowCustom = settings.flag('recurringPaymentOptions.allowCustomAmountOnDaysBeforeDueOption');
  const cardMaximum = settings.number('cardPaymentOptions.maximumCardPaymentAmountOption');
  const totalDue = info.TotalAmountDue ?? 0;
  const input: AmountLimitInput = {
    isCard,
    isRecurring: recurring,
    settingMinimum: isCard
      ? settings.number('cardPaymentOptions.minimumCardPaymentAmountOption')
      : isAch
        ? settings.number('achPaymentOptions.minimumAchPaymentAmountOption')
        : 0,
    settingMaximum: isCard
      ? cardMaximum
      : isAch
        ? settings.number('achPaymentOptions.maximumAchPaymentAmountOption')
        : 0,
    payoffAmount: info.PayOffAmount ?? 0,
    maxPayoffPercent: settings.number('generalPaymentOptions.maxPayoffPercentOption'),
    regularPayment: info.PaymentDetails?.PaymentAmount ?? 0,
    totalDue,
    allowExtraOnRecurring: recurringAllowsExtra(settings),
    forceTotalDue: settings.flag('generalPaymentOptions.forceTotalDueAsMinimumPaymentOption'),
    forceTotalDueDelinquent:
      info.Delinquent === true &&
      settings.flag('generalPaymentOptions.forceTotalDueAsMinimumPaymentWhenDelinquentOption'),
    ...(settings.flag('generalPaymentOptions.requireMinimumPaymentOption') &&
    (frequency.date === null || frequency.date <= today)
      ? {
          requireMinimumToday: {
            payoffQuote: frequency.payoff.quote !== null ? frequency.payoff.quote / 100 : (info.PayOffAmount ?? 0),
          },
        }
      : {}),
  };
  const locRecurring = loan.accountType === 9 && recurring;
  return {
    limits: centLimits(paymentAmountLimits(input)),
    achOnly: isCard && cardMaximum > 0 && paymentMinimum(input) >= cardMaximum,
    dueExceedsMaximum: isCard && cardMaximum > 0 && totalDue > cardMaximum,
    payAmountDueForced: daysBeforeDue && !allowCustom,
    amountDue: locRecurring ? 0 : toCents(totalDue),
    locRecurring,
    additionalPrincipalShown:
      recurring && isAch && settings.flag('achPaymentOptions.allowAdditionalPrincipalOnRecurringACHOption'),
    firstPartyFee: firstPartyFee(
      info.PaymentOptions?.FirstPartyFees,
      feeMethodOf(method),
      paymentTiming(frequency.frequency, frequency.date, today),
    ),
    isCard,
    regularPayment: toCents(info.PaymentDetails?.PaymentAmount ?? 0),
  };
}
