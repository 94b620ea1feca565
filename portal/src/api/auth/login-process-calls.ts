/**
 * Calls of the login process steps (access spec §4, §7): security code check and resend, SSN
 * validation, secret question set-up. Types come from the API contract. Every call is single-shot
 * (no retry): a retried code check would count as another wrong attempt.
 */
import type { components } from '@contract/api-types';
import { api } from '../api-client';

type Schemas = components['schemas'];

/** Body of POST /api/Login/ValidateCode. */
export type ValidateCodeInput = Schemas['ValidateLoginCodeRequest'];
/** Answer of a code that was accepted: the pending token is now a live session. */
export type ValidateCodeResult = Schemas['ValidateLoginCodeResponse'];
/** Body of POST /api/Login/VerifyNewUser. */
export type VerifyNewUserInput = Schemas['VerifyNewUserRequest'];
/** Body of POST /api/register/SetPasswordQuestion. */
export type SetPasswordQuestionInput = Schemas['SetPasswordQuestionRequest'];

/** Checks the security code; a 403 carries CodeExpired, MaxAttemptsReached or another code. */
export async function validateLoginCode(input: ValidateCodeInput): Promise<ValidateCodeResult> {
  const { data } = await api.post<ValidateCodeResult>('Login/ValidateCode', input);
  return data;
}

/** Sends a new security code to the user's e-mail. */
export async function resendLoginCode(userId: string): Promise<void> {
  const body: Schemas['ResendCodeRequest'] = { UserId: userId };
  await api.post('Login/ResendCode', body);
}

/** Confirms the user's SSN with the credentials just typed. */
export async function verifyNewUser(input: VerifyNewUserInput): Promise<void> {
  await api.post('Login/VerifyNewUser', input);
}

/**
 * Saves the secret question. The token goes in the body (contract) and as header, because the
 * session store is not set until the login process ends.
 */
export async function setPasswordQuestion(input: SetPasswordQuestionInput): Promise<void> {
  await api.post('register/SetPasswordQuestion', input, { headers: { UserToken: input.UserToken } });
}
