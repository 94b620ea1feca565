/**
 * `POST /api/PaymentInformation/GetThirdPartyFee`: the processor's fee for a method and timing (THIRD_PARTY_FEES, not
 * the loan's own fees).
 */
import type { components } from '../../../schemas/api/generated/api-types.ts';
import { THIRD_PARTY_FEES, feeFor } from './fee-schedule.ts';
import { findOwnedLoan, type PaymentsContext } from './payments-context.ts';

type Schemas = components['schemas'];

/** The fee; another user's loan answers Generic. */
export async function getThirdPartyFee(
  ctx: PaymentsContext,
  userName: string,
  q: Schemas['FeeRequest'],
): Promise<Schemas['FeeResponse']> {
  const account = await findOwnedLoan(ctx, userName, q.LoanNumber);
  if (!account) return { HasNoErrors: false, Errors: [{ ErrorMessage: 'Generic' }] };
  const fee = feeFor(THIRD_PARTY_FEES, {
    isAch: q.IsAch,
    isCreditCard: q.IsCreditCard,
    isImmediate: q.IsImmediate,
    isRecurring: q.IsRecurring,
  });
  return { HasNoErrors: true, Errors: [], ThirdPartyFeeAmount: fee };
}
