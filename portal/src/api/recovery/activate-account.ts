/** POST /api/Register/ActivateAccount (access spec §7). The activation link's call. */
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../api-client';
import type { ActivateAccountRequest, ActivationResult } from './recovery-types';

/** Activates an account with the token of the activation link and the chosen password. */
export async function activateAccount(input: ActivateAccountRequest): Promise<ActivationResult> {
  const { data } = await api.post('Register/ActivateAccount', input);
  return data;
}

/** Mutation options (single-shot, like every mutation). */
export const activateAccountMutation = () =>
  mutationOptions({ mutationKey: ['register', 'activateAccount'] as const, mutationFn: activateAccount });

/** The activateAccount mutation. */
export function useActivateAccount() {
  return useMutation(activateAccountMutation());
}
