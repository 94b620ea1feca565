/** GET /api/MaintenanceMode (access spec §7): checked after each login-process step. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryClient } from '../query-client';

/** Answer of the maintenance-mode check. */
export interface MaintenanceMode {
  isEnabled: boolean;
}

/** Asks whether the site is in maintenance mode. */
export async function fetchMaintenanceMode(): Promise<MaintenanceMode> {
  const { data } = await api.get('MaintenanceMode');
  return { isEnabled: data?.isEnabled === true };
}

/**
 * Query options: never cached (each step must see the current state) and not retried (a failing
 * check means down to the login process; a page may read it as "up").
 */
export const maintenanceModeQuery = () =>
  queryOptions({
    queryKey: ['maintenanceMode'] as const,
    queryFn: fetchMaintenanceMode,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/**
 * The check as a promise, through the query cache: the login process and registration run it on each
 * step, recovery when it opens. No hook: a redirect check has no busy or error state to show, and a
 * `useQuery` here would pull the query observer into the login route's chunk.
 */
export function checkMaintenanceMode(): Promise<MaintenanceMode> {
  return queryClient.fetchQuery(maintenanceModeQuery());
}
