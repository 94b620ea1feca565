/** The calls behind the links e-mailed to a borrower: activation, opt-out and e-mail verification (access spec §7). */
import { api } from '../api-client';
import type { ActivateAccountRequest, ActivationResult, ErrorEnvelope } from './recovery-types';

/** Activates an account with the token of the activation link and the chosen password. */
export async function activateAccount(request: ActivateAccountRequest): Promise<ActivationResult> {
  const { data } = await api.post<ActivationResult>('Register/ActivateAccount', request);
  return data;
}

/** Opts out of e-mail notifications. The API names the field EmailAddress but takes the link's token (spec §7). */
export async function optOut(token: string): Promise<ErrorEnvelope> {
  const { data } = await api.post<ErrorEnvelope>('OptOut/OptOut', { EmailAddress: token });
  return data;
}

/** Verifies an e-mail address with the enc value of the verify-email link. */
export async function validateEmail(enc: string): Promise<ErrorEnvelope> {
  const { data } = await api.post<ErrorEnvelope>('Login/ValidateEmail', { EncryptedUserData: enc });
  return data;
}
