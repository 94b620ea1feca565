/** GET /api/MaintenanceMode (access spec §7): checked after each login-process step. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** Answer of the maintenance-mode check. */
export interface MaintenanceMode {
  isEnabled: boolean;
}

/** Asks whether the site is in maintenance mode. */
export async function fetchMaintenanceMode(): Promise<MaintenanceMode> {
  const { data } = await api.get<MaintenanceMode>('MaintenanceMode');
  return { isEnabled: data?.isEnabled === true };
}

/** Query options: never cached, each step must see the current state. */
export const maintenanceModeQuery = () =>
  queryOptions({ queryKey: ['maintenanceMode'] as const, queryFn: fetchMaintenanceMode, staleTime: 0, gcTime: 0 });

/** The maintenance-mode query. */
export function useMaintenanceMode() {
  return useQuery(maintenanceModeQuery());
}
