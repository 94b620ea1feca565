/** POST /api/Login/CheckTokenExpiration (access spec §4 "Forced password change", §7). */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';
import { ONCE_PER_LINK } from './once-per-link';
import type { TokenExpirationResponse } from './recovery-types';

/** Asks whether a reset token has expired (an unknown or used token counts as expired). */
export async function checkTokenExpiration(token: string): Promise<TokenExpirationResponse> {
  const { data } = await api.post('Login/CheckTokenExpiration', { Token: token });
  return data;
}

/** Query options: once per visit of the link, not retried. */
export const tokenExpirationQuery = (token: string) =>
  queryOptions({
    queryKey: ['login', 'tokenExpiration', token] as const,
    queryFn: () => checkTokenExpiration(token),
    ...ONCE_PER_LINK,
  });
