/**
 * POST /api/PaymentRecurring/DeleteAch or DeleteCard (payments spec §7, "Card for card payments"):
 * cancels the loan's recurring payment. Body Token (the account's EncryptedData) and Payment
 * {EncryptedString, LoanAccountNumber}; the answer carries the account's new token. HasNoErrors false
 * is a rejection with Errors.
 */
import type { components } from '@contract/api-types';
import { api } from '../api-client';

type Schemas = components['schemas'];

/** What is deleted: the payment's token, the loan, the account token, and whether it pays by card. */
export interface DeletePaymentInput {
  isCard: boolean;
  body: Schemas['DeletePaymentRequest'];
}

/** Deletes; resolves with the account's new token, rejects when refused or when the call failed. */
export async function deleteRecurringPayment({ isCard, body }: DeletePaymentInput): Promise<string> {
  const { data } = await api.post(`PaymentRecurring/${isCard ? 'DeleteCard' : 'DeleteAch'}`, body);
  if (data?.HasNoErrors !== true || typeof data.Token !== 'string')
    throw new PaymentDeleteRefused('DeleteRecurring', data?.Errors?.[0]?.ErrorMessage);
  return data.Token;
}

/** A 2xx answer refusing the deletion; `code` is its first server message (e.g. RecurringDeleteNotAllowedAch). */
export class PaymentDeleteRefused extends Error {
  constructor(
    call: string,
    readonly code: string | null | undefined,
  ) {
    super(`${call} refused: ${code ?? 'no token'}`);
    this.name = 'PaymentDeleteRefused';
  }
}
