/** POST /api/Login/ResendCode (access spec §4 "Security code", §7). */
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api } from '../api-client';

/** Body of POST /api/Login/ResendCode. */
export type ResendCodeInput = components['schemas']['ResendCodeRequest'];

/** Sends a new security code to the user's e-mail. */
export async function resendLoginCode(input: ResendCodeInput): Promise<void> {
  await api.post('Login/ResendCode', input);
}

/** Mutation options (single-shot: each click mails one code). */
export const resendLoginCodeMutation = () =>
  mutationOptions({ mutationKey: ['login', 'resendCode'] as const, mutationFn: resendLoginCode, retry: false });

/** The resend-code mutation. */
export function useResendLoginCode() {
  return useMutation(resendLoginCodeMutation());
}
