/** POST /api/PaymentMethod/DeleteAchPayment (payments spec §7): the saved bank account's AchInfo. */
import { mutationOptions } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api } from '../api-client';

/** Deletes a saved bank account (last four and profile id only); a refusal in the envelope is a failure. */
export async function deleteAchPayment(ach: components['schemas']['AchInfo']): Promise<void> {
  const { data } = await api.post('PaymentMethod/DeleteAchPayment', ach);
  if (data && data.HasNoErrors === false) throw new Error('DeleteAchPayment refused');
}

/** Mutation options (single-shot). */
export const deleteAchPaymentMutation = () =>
  mutationOptions({ mutationKey: ['payments', 'deleteAchMethod'] as const, mutationFn: deleteAchPayment });
