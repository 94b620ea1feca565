/** POST /api/Register/ValidateCode (access spec §7): checks the code mailed during registration. */
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../api-client';
import type { ValidateRegistrationCodeRequest } from './registration-types';

/**
 * Checks the code; rejects with a 403 whose Errors[0].ErrorMessage is CodeExpired, MaxAttemptsReached or another code.
 */
export async function validateRegistrationCode(body: ValidateRegistrationCodeRequest): Promise<void> {
  await api.post('Register/ValidateCode', body);
}

/** Mutation options: never retried, a retried check would count as another wrong attempt. */
export const validateRegistrationCodeMutation = () =>
  mutationOptions({
    mutationKey: ['register', 'validateCode'] as const,
    mutationFn: validateRegistrationCode,
    retry: false,
  });

/** The code-check mutation. */
export function useValidateRegistrationCode() {
  return useMutation(validateRegistrationCodeMutation());
}
