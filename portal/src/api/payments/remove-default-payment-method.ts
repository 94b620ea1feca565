/** DELETE /api/PaymentMethod/RemoveDefaultPaymentMethod?accountNumber (payments spec §7: failure only logged). */
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../api-client';

/** Clears the loan's default method; a refusal in the envelope is a failure too. */
export async function removeDefaultPaymentMethod(accountNumber: string): Promise<void> {
  const { data } = await api.delete('PaymentMethod/RemoveDefaultPaymentMethod', {
    params: { accountNumber },
  });
  if (data && data.HasNoErrors === false) throw new Error('RemoveDefaultPaymentMethod refused');
}

/** Mutation options (single-shot). */
export const removeDefaultPaymentMethodMutation = () =>
  mutationOptions({
    mutationKey: ['payments', 'removeDefaultMethod'] as const,
    mutationFn: removeDefaultPaymentMethod,
  });
