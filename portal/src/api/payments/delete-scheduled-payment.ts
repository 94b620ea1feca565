/**
 * POST /api/PaymentScheduled/DeleteAch or DeleteCard (payments spec §7): deletes one scheduled payment.
 * Body Payment {EncryptedString, LoanAccountNumber} and Token; the answer carries the account's new token.
 * HasNoErrors false is a rejection with Errors.
 */
import { mutationOptions } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api } from '../api-client';
import { PaymentDeleteRefused, type DeletePaymentInput } from './delete-recurring-payment';

type Schemas = components['schemas'];

/** Deletes; resolves with the account's new token, rejects when refused or when the call failed. */
export async function deleteScheduledPayment({ isCard, body }: DeletePaymentInput): Promise<string> {
  const { data } = await api.post<Schemas['DeletePaymentResponse']>(`PaymentScheduled/${isCard ? 'DeleteCard' : 'DeleteAch'}`, body);
  if (data?.HasNoErrors !== true || typeof data.Token !== 'string') throw new PaymentDeleteRefused('DeleteScheduled', data?.Errors?.[0]?.ErrorMessage);
  return data.Token;
}

/** Mutation options (not retried: the borrower sees the failure text and may try again). */
export const deleteScheduledPaymentMutation = () =>
  mutationOptions({ mutationKey: ['payments', 'deleteScheduled'] as const, mutationFn: deleteScheduledPayment, retry: false });
