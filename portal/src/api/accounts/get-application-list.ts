/**
 * GET /api/Application/GetList?numDaysToRetrieve=30 (accounts spec §7): the user's recent applications. The call is in
 * application-list-query.ts.
 */
import { useQuery } from '@tanstack/react-query';
import { applicationListQuery } from './application-list-query';

/** The application list query; `loaderStarted` as in useAccountListQuery (get-account-list.ts). */
export function useApplicationListQuery(enabled = true, loaderStarted = false) {
  return useQuery({ ...applicationListQuery(), enabled, retryOnMount: !loaderStarted });
}
