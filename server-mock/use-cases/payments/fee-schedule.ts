/**
 * The host's fee schedule in the sandbox (PaymentOptions.FirstPartyFees) and the fee for a method and
 * timing (spec section 9 "Fee sets": one-time ACH ECheckFeeAmount, scheduled ACH ScheduledAchFee,
 * recurring ACH RecurringAchFee, card the debit or credit fee by card type).
 */

/** PaymentOptions.FirstPartyFees as the host sends them. */
export interface FirstPartyFees {
  ScheduledAchFee: number;
  ECheckFeeAmount: number;
  RecurringAchFee: number;
  DebitCardFeeAmount: number;
  CreditCardFeeAmount: number;
}

/** The sandbox host's fees: free same-day ACH, small charges for scheduled ACH and cards. */
export const HOST_FEES: FirstPartyFees = {
  ScheduledAchFee: 1.5,
  ECheckFeeAmount: 0,
  RecurringAchFee: 0,
  DebitCardFeeAmount: 2.95,
  CreditCardFeeAmount: 4.95,
};

/** What a fee depends on (the GetThirdPartyFee request's flags). */
export interface FeeQuestion {
  isAch: boolean;
  isCreditCard: boolean;
  isImmediate: boolean;
  isRecurring: boolean;
}

/** The fee for a method and timing. */
export function feeFor(fees: FirstPartyFees, q: FeeQuestion): number {
  if (!q.isAch) return q.isCreditCard ? fees.CreditCardFeeAmount : fees.DebitCardFeeAmount;
  if (q.isRecurring) return fees.RecurringAchFee;
  return q.isImmediate ? fees.ECheckFeeAmount : fees.ScheduledAchFee;
}
