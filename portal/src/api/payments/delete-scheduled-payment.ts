/**
 * POST /api/PaymentScheduled/DeleteAch or DeleteCard (payments spec §7): deletes one scheduled payment.
 * Body Payment {EncryptedString, LoanAccountNumber} and Token; the answer carries the account's new token.
 * HasNoErrors false is a rejection with Errors.
 */
import { api } from '../api-client';
import { PaymentDeleteRefused, type DeletePaymentInput } from './delete-recurring-payment';

/** Deletes; resolves with the account's new token, rejects when refused or when the call failed. */
export async function deleteScheduledPayment({ isCard, body }: DeletePaymentInput): Promise<string> {
  const { data } = await api.post(`PaymentScheduled/${isCard ? 'DeleteCard' : 'DeleteAch'}`, body);
  if (data?.HasNoErrors !== true || typeof data.Token !== 'string')
    throw new PaymentDeleteRefused('DeleteScheduled', data?.Errors?.[0]?.ErrorMessage);
  return data.Token;
}
