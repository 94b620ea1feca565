/** POST /api/Register/GenerateMFACode (access spec §7): mails a code during registration. */
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../api-client';
import type { GenerateMfaCodeRequest, GenerateMfaCodeResponse } from './registration-types';

/** Mails a code to the address; answers the token that names it. */
export async function generateRegistrationCode(body: GenerateMfaCodeRequest): Promise<GenerateMfaCodeResponse> {
  const { data } = await api.post('Register/GenerateMFACode', body);
  return data;
}

/** Mutation options (single-shot: each call mails a code). */
export const generateRegistrationCodeMutation = () =>
  mutationOptions({ mutationKey: ['register', 'generateCode'] as const, mutationFn: generateRegistrationCode });

/** The send-code mutation. */
export function useGenerateRegistrationCode() {
  return useMutation(generateRegistrationCodeMutation());
}
