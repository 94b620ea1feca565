/** GET /api/Profile/LoginHistory (accounts spec §7): the user's sign-ins. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import type { LoginHistoryEntry } from './account-types';

/** Fetches the login entries; a non-list answer is a failure (the page shows its error). */
export async function fetchLoginHistory(): Promise<LoginHistoryEntry[]> {
  const { data } = await api.get('Profile/LoginHistory');
  if (!Array.isArray(data)) throw new Error('Login history is not a list');
  return data;
}

/** Query options. */
export const loginHistoryQuery = () =>
  queryOptions({ queryKey: ['accounts', 'loginHistory'] as const, queryFn: fetchLoginHistory });

/** The login history query. */
export function useLoginHistoryQuery() {
  return useQuery(loginHistoryQuery());
}
