/** POST /api/Login/LookupLoginFromToken (access spec §7): the logon name a reset token belongs to. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';
import { ONCE_PER_LINK } from './once-per-link';
import type { LookupLoginFromTokenResponse } from './recovery-types';

/** The logon name a reset token belongs to (the password rules compare against it). */
export async function lookupLoginFromToken(token: string): Promise<LookupLoginFromTokenResponse> {
  const { data } = await api.post('Login/LookupLoginFromToken', { UserToken: token });
  return data;
}

/** Query options: once per visit of the link, not retried (the logon name only sharpens the rules). */
export const loginFromTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['login', 'loginFromToken', token] as const,
    queryFn: () => lookupLoginFromToken(token),
    ...ONCE_PER_LINK,
  });
