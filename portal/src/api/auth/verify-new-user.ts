/** POST /api/Login/VerifyNewUser (access spec §4 "SSN validation", §7). */
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api } from '../api-client';

/** Body of POST /api/Login/VerifyNewUser. */
export type VerifyNewUserInput = components['schemas']['VerifyNewUserRequest'];

/** Confirms the user's SSN with the credentials just typed. */
export async function verifyNewUser(input: VerifyNewUserInput): Promise<void> {
  await api.post('Login/VerifyNewUser', input);
}

/** Mutation options (single-shot). */
export const verifyNewUserMutation = () =>
  mutationOptions({ mutationKey: ['login', 'verifyNewUser'] as const, mutationFn: verifyNewUser, retry: false });

/** The SSN check. */
export function useVerifyNewUser() {
  return useMutation(verifyNewUserMutation());
}
