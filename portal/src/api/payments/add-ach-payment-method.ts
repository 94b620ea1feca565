/**
 * POST /api/PaymentMethod/AddAchPaymentMethod (payments spec §7): saves a new bank account. The whole
 * account number is in the payload only: mutation variables, never a key, dropped on unmount (gcTime 0).
 */
import type { components } from '@contract/api-types';
import { api } from '../api-client';

type Schemas = components['schemas'];

/** The new bank account as typed (Checking or Savings, routing number, account number, owner). */
export type NewAchPayload = Schemas['NewAchPayload'];

/** Posts the account; a refused one answers 200 with HasNoErrors false (AlreadyExists or another code). */
export async function addAchPaymentMethod(ach: NewAchPayload): Promise<Schemas['ErrorEnvelope']> {
  const { data } = await api.post('PaymentMethod/AddAchPaymentMethod', ach);
  return data;
}
