/**
 * The host's fee schedule in the sandbox (PaymentOptions.FirstPartyFees) and the fee for a method and
 * timing (spec section 9 "Fee sets": one-time ACH ECheckFeeAmount, scheduled ACH ScheduledAchFee,
 * recurring ACH RecurringAchFee, card the debit or credit fee by card type).
 */

import type { FirstPartyFees } from '../../../schemas/src/rules/fees.ts';

/** The one fee rule, shared with the portal (schemas/src/rules/fees.ts). */
export { feeFor, type FirstPartyFees } from '../../../schemas/src/rules/fees.ts';

/** The sandbox host's fees: free same-day ACH, small charges for scheduled ACH and cards. */
export const HOST_FEES: Required<FirstPartyFees> = {
  ScheduledAchFee: 1.5,
  ECheckFeeAmount: 0,
  RecurringAchFee: 0,
  DebitCardFeeAmount: 2.95,
  CreditCardFeeAmount: 4.95,
};

/**
 * The card processor's own convenience fee, answered by GetThirdPartyFee (decision 311). It is a second
 * charge on top of HOST_FEES (the total adds both, spec section 5), so it must not repeat them: cards only,
 * nothing on bank payments.
 */
export const THIRD_PARTY_FEES: Required<FirstPartyFees> = {
  ScheduledAchFee: 0,
  ECheckFeeAmount: 0,
  RecurringAchFee: 0,
  DebitCardFeeAmount: 1,
  CreditCardFeeAmount: 1.5,
};
