/**
 * Fees and the payment total (payments spec §5 "Payment amount" totals, §7 GetThirdPartyFee, §9 "Fee
 * sets"). The first-party fee comes from the loan's PaymentOptions.FirstPartyFees by method and timing;
 * the third-party fee from the fee call (Venmo and PayPal use 0). Totals are whole cents (money.ts).
 */
import { add, toCents, type Cents } from './money.ts';

/** PaymentOptions.FirstPartyFees as the host sends them (dollars; an absent fee is 0). */
export interface FirstPartyFees {
  ScheduledAchFee?: number;
  ECheckFeeAmount?: number;
  RecurringAchFee?: number;
  DebitCardFeeAmount?: number;
  CreditCardFeeAmount?: number;
}

/** What a fee depends on (the GetThirdPartyFee request's flags). */
export interface FeeQuestion {
  isAch: boolean;
  isCreditCard: boolean;
  isImmediate: boolean;
  isRecurring: boolean;
}

/**
 * §9: one-time ACH ECheckFeeAmount, scheduled ACH ScheduledAchFee, recurring ACH RecurringAchFee, card by card type.
 * Dollars.
 */
export function feeFor(fees: FirstPartyFees, q: FeeQuestion): number {
  if (!q.isAch) return (q.isCreditCard ? fees.CreditCardFeeAmount : fees.DebitCardFeeAmount) ?? 0;
  if (q.isRecurring) return fees.RecurringAchFee ?? 0;
  return (q.isImmediate ? fees.ECheckFeeAmount : fees.ScheduledAchFee) ?? 0;
}

/** The method as fees see it: wallets carry no first-party fee. */
export type FeeMethod = { kind: 'ach' } | { kind: 'card'; creditCard: boolean } | { kind: 'wallet' };

/** The GetThirdPartyFee body (§3 "Fee request") for a method and timing. */
export interface FeeRequestBody {
  IsAch: boolean;
  IsCreditCard: boolean;
  IsDebitCard: boolean;
  IsImmediate: boolean;
  IsOneTime: boolean;
  IsRecurring: boolean;
  LoanNumber: string;
}

/** Builds the fee request; a wallet asks as a card would not, so it is not asked for (see thirdPartyFeeNeeded). */
export function feeRequestBody(
  method: FeeMethod,
  timing: 'immediate' | 'scheduled' | 'recurring',
  loanNumber: string,
): FeeRequestBody {
  const isCard = method.kind === 'card';
  return {
    IsAch: method.kind === 'ach',
    IsCreditCard: isCard && method.creditCard,
    IsDebitCard: isCard && !method.creditCard,
    IsImmediate: timing === 'immediate',
    IsOneTime: timing !== 'recurring',
    IsRecurring: timing === 'recurring',
    LoanNumber: loanNumber,
  };
}

/** The first-party fee in cents for a method and timing; 0 for a wallet. */
export function firstPartyFee(
  fees: FirstPartyFees | undefined,
  method: FeeMethod,
  timing: 'immediate' | 'scheduled' | 'recurring',
): Cents {
  if (method.kind === 'wallet' || !fees) return 0;
  const body = feeRequestBody(method, timing, '');
  return toCents(
    feeFor(fees, {
      isAch: body.IsAch,
      isCreditCard: body.IsCreditCard,
      isImmediate: body.IsImmediate,
      isRecurring: body.IsRecurring,
    }),
  );
}

/** The parts of the total (§5): amount, the two fees and the additional principal, in cents. */
export interface TotalParts {
  amount: Cents;
  firstPartyFee: Cents;
  thirdPartyFee: Cents;
  additionalPrincipal: Cents;
}

/** 'Payment Total' = amount + first-party fee + third-party fee + additional principal. */
export function paymentTotal(parts: TotalParts): Cents {
  return add(parts.amount, parts.firstPartyFee, parts.thirdPartyFee, parts.additionalPrincipal);
}

/** The Processing Fee line: the sum of the two fees; shown only above 0. */
export function processingFee(parts: Pick<TotalParts, 'firstPartyFee' | 'thirdPartyFee'>): Cents {
  return add(parts.firstPartyFee, parts.thirdPartyFee);
}

/** The card-fee note shows only when the fee is positive and the method is a card. */
export function cardFeeNoteShown(fee: Cents, isCard: boolean): boolean {
  return isCard && fee > 0;
}
