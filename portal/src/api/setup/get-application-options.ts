/** GET /api/setup/ApplicationOptions: the institution's settings and options (access spec §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationOptionsResponse } from '@schemas/settings/types';
import { api } from '../api-client';

/** Loads settings (shared and english sets) and institution options. A failure sends the user to Error500 (shell). */
export async function fetchApplicationOptions(): Promise<ApplicationOptionsResponse> {
  const { data } = await api.get<ApplicationOptionsResponse>('setup/ApplicationOptions');
  return data;
}

/** Query options: loaded once per page load; settings do not change while the portal runs. */
export const applicationOptionsQuery = () =>
  queryOptions({ queryKey: ['setup', 'applicationOptions'] as const, queryFn: fetchApplicationOptions, staleTime: Infinity });

/** The ApplicationOptions query. */
export function useApplicationOptions() {
  return useQuery(applicationOptionsQuery());
}
