/**
 * The asynchronous password checks (access spec §5, §7): POST /api/Login/ValidatePasswordForLoggedInUser
 * (change-password step, profile) and POST /api/Login/ValidatePasswordForResetPassword (reset, forced change).
 */
import { api } from '../api-client';
import type {
  ValidatePasswordForResetRequest,
  ValidatePasswordRequest,
  ValidatePasswordResponse,
} from './credential-types';

/** Asks whether the password matches the logged-in user's SSN, e-mail or a previous password. */
export async function validatePasswordForLoggedInUser(
  body: ValidatePasswordRequest,
  signal?: AbortSignal,
): Promise<ValidatePasswordResponse> {
  const { data } = await api.post('Login/ValidatePasswordForLoggedInUser', body, { signal });
  return data;
}

/** The same checks for the user named by a reset token. */
export async function validatePasswordForResetPassword(
  body: ValidatePasswordForResetRequest,
  signal?: AbortSignal,
): Promise<ValidatePasswordResponse> {
  const { data } = await api.post('Login/ValidatePasswordForResetPassword', body, { signal });
  return data;
}
