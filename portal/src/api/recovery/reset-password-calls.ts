/** The calls behind a password reset link (forced password change, access spec §7 `Login/*`). */
import { api } from '../api-client';
import type { LookupLoginFromTokenResponse, ResetPasswordRequest, ResetPasswordResponse, TokenExpirationResponse } from './recovery-types';

/** Asks whether a reset token has expired (an unknown or used token counts as expired). */
export async function checkTokenExpiration(token: string): Promise<TokenExpirationResponse> {
  const { data } = await api.post<TokenExpirationResponse>('Login/CheckTokenExpiration', { Token: token });
  return data;
}

/** The logon name a reset token belongs to (the password rules compare against it). */
export async function lookupLoginFromToken(token: string): Promise<LookupLoginFromTokenResponse> {
  const { data } = await api.post<LookupLoginFromTokenResponse>('Login/LookupLoginFromToken', { UserToken: token });
  return data;
}

/** Sets the new password; on success the answer carries a signed-in user token. */
export async function resetPassword(request: ResetPasswordRequest): Promise<ResetPasswordResponse> {
  const { data } = await api.post<ResetPasswordResponse>('Login/ResetPassword', request);
  return data;
}
