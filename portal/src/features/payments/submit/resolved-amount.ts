/**
 * The amounts a payment is submitted with. Normally the amount step's choice (AmountSelection); when
 * that step is not in force (§4: payoff hides it and "uses the quote, falling back to the account payoff
 * amount"; days-before-due without a custom amount uses the regular payment amount), they are derived
 * here from the payment info, with the first-party fee by §9's fee sets (schemas/src/rules/fees.ts).
 */
import { firstPartyFee, type FeeMethod } from '@schemas/rules/fees';
import { toCents, type Cents } from '@schemas/rules/money';
import type { ChosenMethod, PaymentSteps } from '../make-payment/payment-steps';

/** Amounts in cents, fees split as the submit body sends them. */
export interface ResolvedAmount {
  amount: Cents;
  additionalPrincipal: Cents;
  firstPartyFee: Cents;
  thirdPartyFee: Cents;
  locPaysTotalDue: boolean;
}

/** The method as the fee rule sees it. */
function feeMethod(method: ChosenMethod): FeeMethod {
  if (method.kind === 'wallet') return { kind: 'wallet' };
  if (method.kind === 'ach') return { kind: 'ach' };
  return { kind: 'card', creditCard: method.card.DebitCreditType === 'CreditCard' };
}

/** The amounts of the payment from the step data (see the module comment). */
export function resolvedAmount(
  data: Pick<PaymentSteps, 'selectAccount' | 'getMethod' | 'getFrequency'> & Partial<Pick<PaymentSteps, 'getAmount'>>,
  timing: 'immediate' | 'scheduled' | 'recurring',
): ResolvedAmount {
  const { selectAccount: loan, getMethod: method, getFrequency: frequency, getAmount: chosen } = data;
  const thirdPartyFee = frequency.thirdPartyFee;
  if (chosen) return { amount: chosen.amount, additionalPrincipal: chosen.additionalPrincipal, firstPartyFee: chosen.firstPartyFee, thirdPartyFee, locPaysTotalDue: chosen.locPaysTotalDue };
  const info = loan.info;
  const amount = frequency.payoff.isPayoff
    ? (frequency.payoff.quote ?? toCents(info.PayOffAmount ?? 0))
    : toCents(info.PaymentDetails?.PaymentAmount ?? 0);
  return {
    amount,
    additionalPrincipal: 0,
    firstPartyFee: firstPartyFee(info.PaymentOptions?.FirstPartyFees, feeMethod(method), timing),
    thirdPartyFee,
    locPaysTotalDue: false,
  };
}
