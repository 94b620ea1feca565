/**
 * POST /api/PaymentMethod/SetDefaultPaymentMethod (payments spec §7): AccountNumber, PaymentMethod {IsCard, ProfileId}.
 */
import { mutationOptions } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api } from '../api-client';

/** Body of the call. */
export type SetDefaultPaymentMethodInput = components['schemas']['SetDefaultPaymentMethodRequest'];

/** Makes a saved method the loan's default; a refusal in the envelope is a failure too. */
export async function setDefaultPaymentMethod(body: SetDefaultPaymentMethodInput): Promise<void> {
  const { data } = await api.post('PaymentMethod/SetDefaultPaymentMethod', body);
  if (data && data.HasNoErrors === false) throw new Error('SetDefaultPaymentMethod refused');
}

/** Mutation options (single-shot). */
export const setDefaultPaymentMethodMutation = () =>
  mutationOptions({ mutationKey: ['payments', 'setDefaultMethod'] as const, mutationFn: setDefaultPaymentMethod });
