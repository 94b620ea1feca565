/** POST /api/Login/ResetPassword (access spec §7). Reset link, forced change and the login's change-password step. */
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../api-client';
import type { ResetPasswordRequest, ResetPasswordResponse } from './recovery-types';

/** Sets the new password; on success the answer carries a signed-in user token. */
export async function resetPassword(input: ResetPasswordRequest): Promise<ResetPasswordResponse> {
  const { data } = await api.post('Login/ResetPassword', input);
  return data;
}

/** Mutation options (single-shot, like every mutation). */
export const resetPasswordMutation = () =>
  mutationOptions({ mutationKey: ['login', 'resetPassword'] as const, mutationFn: resetPassword });

/** The resetPassword mutation. */
export function useResetPassword() {
  return useMutation(resetPasswordMutation());
}
