/** E-mail code verification during registration (access spec §7 Register/GenerateMFACode, Register/ValidateCode). */
import { api } from '../api-client';
import type { GenerateMfaCodeRequest, GenerateMfaCodeResponse, ValidateRegistrationCodeRequest } from './registration-types';

/** Mails a code to the address; answers the token that names it. */
export async function generateRegistrationCode(body: GenerateMfaCodeRequest): Promise<GenerateMfaCodeResponse> {
  const { data } = await api.post<GenerateMfaCodeResponse>('Register/GenerateMFACode', body);
  return data;
}

/** Checks the code; rejects with a 403 whose Errors[0].ErrorMessage is CodeExpired, MaxAttemptsReached or another code. */
export async function validateRegistrationCode(body: ValidateRegistrationCodeRequest): Promise<void> {
  await api.post('Register/ValidateCode', body);
}
