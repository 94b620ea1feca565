/** GET /api/Application?numDaysToRetrieve=30&applicationNumber= (accounts spec §7): one application. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { APPLICATION_DAYS, type ApplicationResponse } from './account-types';

/** Fetches one application. */
export async function fetchApplication(applicationNumber: string): Promise<ApplicationResponse> {
  const { data } = await api.get('Application', {
    params: { numDaysToRetrieve: APPLICATION_DAYS, applicationNumber },
  });
  return {
    HasNoErrors: data?.HasNoErrors !== false,
    Errors: data?.Errors ?? [],
    Application: data?.Application ?? null,
  };
}

/** Query options, one entry per application number. */
export const applicationQuery = (applicationNumber: string) =>
  queryOptions({
    queryKey: ['accounts', 'application', applicationNumber] as const,
    queryFn: () => fetchApplication(applicationNumber),
  });

/** The application query; off when the route data already holds the application. */
export function useApplicationQuery(applicationNumber: string, enabled: boolean) {
  return useQuery({ ...applicationQuery(applicationNumber), enabled: enabled && applicationNumber !== '' });
}
