/** POST /api/Account/UpdateAddress (accounts spec §4 "Address form", §7, §8 Address save). */
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api } from '../api-client';

/** Body: Address {Address1, City, State, ZipCode} and AccountNumber. */
export type UpdateAddressInput = components['schemas']['UpdateAddressRequest'];
/** Answer: HasNoErrors, Errors[0].ErrorMessage, and the address as saved. */
export type UpdateAddressResult = components['schemas']['UpdateAddressResponse'];

/** Saves a loan's address. A business refusal comes back with HasNoErrors false, not as a failure. */
export async function updateAddress(input: UpdateAddressInput): Promise<UpdateAddressResult> {
  const { data } = await api.post('Account/UpdateAddress', input);
  return data;
}

/** Mutation options (single-shot, never retried). */
export const updateAddressMutation = () =>
  mutationOptions({ mutationKey: ['accounts', 'updateAddress'] as const, mutationFn: updateAddress, retry: false });

/** The address save. */
export function useUpdateAddress() {
  return useMutation(updateAddressMutation());
}
