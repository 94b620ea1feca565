/**
 * POST /api/PaymentMethod/AddCardPaymentMethod (payments spec §7): saves a new card. The payload holds the
 * whole number and security code, so it travels only as the mutation's variables (never a key) and the
 * mutation is dropped from the cache as soon as the dialog that ran it unmounts (gcTime 0).
 */
import { mutationOptions } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api } from '../api-client';

type Schemas = components['schemas'];

/** The new card as typed (number without spaces, MM/YY, security code, brand, debit/credit, loan). */
export type NewCardPayload = Schemas['NewCardPayload'];
/** HasNoErrors and Errors[].ErrorMessage (AlreadyExists or another code). */
export type AddMethodAnswer = Schemas['ErrorEnvelope'];

/** Posts the card; a refused card answers 200 with HasNoErrors false (the caller maps the code). */
export async function addCardPaymentMethod(card: NewCardPayload): Promise<AddMethodAnswer> {
  const { data } = await api.post('PaymentMethod/AddCardPaymentMethod', card);
  return data;
}

/** Mutation options: never retried (a retry could save the card twice), gone from the cache at once. */
export const addCardPaymentMethodMutation = () =>
  mutationOptions({
    mutationKey: ['paymentMethod', 'addCard'] as const,
    mutationFn: addCardPaymentMethod,
    retry: false,
    gcTime: 0,
  });
