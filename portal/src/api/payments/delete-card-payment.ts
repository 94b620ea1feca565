/** POST /api/PaymentMethod/DeleteCardPayment (payments spec §7): the saved card's CardInfo. */
import { mutationOptions } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api } from '../api-client';

/** Deletes a saved card (last four and profile id only); a refusal in the envelope is a failure. */
export async function deleteCardPayment(card: components['schemas']['CardInfo']): Promise<void> {
  const { data } = await api.post('PaymentMethod/DeleteCardPayment', card);
  if (data && data.HasNoErrors === false) throw new Error('DeleteCardPayment refused');
}

/** Mutation options (single-shot). */
export const deleteCardPaymentMutation = () =>
  mutationOptions({ mutationKey: ['payments', 'deleteCardMethod'] as const, mutationFn: deleteCardPayment });
