/** POST /api/Login/ValidateCode (access spec §4 "Security code", §7). */
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api } from '../api-client';

/** Body of POST /api/Login/ValidateCode. */
export type ValidateCodeInput = components['schemas']['ValidateLoginCodeRequest'];
/** Answer of a code that was accepted: the pending token is now a live session. */
export type ValidateCodeResult = components['schemas']['ValidateLoginCodeResponse'];

/** Checks the security code; a 403 carries CodeExpired, MaxAttemptsReached or another code. */
export async function validateLoginCode(input: ValidateCodeInput): Promise<ValidateCodeResult> {
  const { data } = await api.post('Login/ValidateCode', input);
  return data;
}

/** Mutation options: never retried, a retried check would count as another wrong attempt. */
export const validateLoginCodeMutation = () =>
  mutationOptions({ mutationKey: ['login', 'validateCode'] as const, mutationFn: validateLoginCode, retry: false });

/** The security-code check. */
export function useValidateLoginCode() {
  return useMutation(validateLoginCodeMutation());
}
