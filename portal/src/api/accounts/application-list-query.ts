/**
 * GET /api/Application/GetList?numDaysToRetrieve=30 (accounts spec §7) without the React hook, for the
 * dashboard's route loader in the entry chunk (docs/decisions/274-dashboard-load-path.md). Pages use
 * get-application-list.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';
import { APPLICATION_DAYS, type ApplicationListResponse } from './account-types';

/** Fetches the application list. */
export async function fetchApplicationList(): Promise<ApplicationListResponse> {
  const { data } = await api.get('Application/GetList', {
    params: { numDaysToRetrieve: APPLICATION_DAYS },
  });
  return {
    Applications: Array.isArray(data?.Applications) ? data.Applications : [],
    HasNoErrors: data?.HasNoErrors !== false,
    Errors: data?.Errors ?? [],
  };
}

/** Query options. */
export const applicationListQuery = () =>
  queryOptions({ queryKey: ['accounts', 'applications'] as const, queryFn: fetchApplicationList, staleTime: 60_000 });
