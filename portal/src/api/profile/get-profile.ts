/** GET /api/Profile (accounts spec §7): the four sections' server copies. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import type { Profile } from './profile-types';

/** Fetches the profile; an answer with HasNoErrors false is a failure (its first message). */
export async function fetchProfile(): Promise<Profile> {
  const { data } = await api.get('Profile');
  if (!data.HasNoErrors) throw new Error(data.Errors[0]?.ErrorMessage ?? 'Profile answered with errors');
  return data;
}

/** Query options. Each section keeps its own copy after a save, so the query is read once per visit. */
export const profileQuery = () => queryOptions({ queryKey: ['profile'] as const, queryFn: fetchProfile, staleTime: 0 });

/** The profile query. */
export function useProfileQuery() {
  return useQuery(profileQuery());
}
