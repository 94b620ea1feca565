/** GET /api/Application/GetList?numDaysToRetrieve=30 (accounts spec §7): the user's recent applications. The call is in application-list-query.ts. */
import { useQuery } from '@tanstack/react-query';
import { applicationListQuery } from './application-list-query';

export { applicationListQuery, fetchApplicationList } from './application-list-query';

/** The application list query. */
export function useApplicationListQuery(enabled = true) {
  return useQuery({ ...applicationListQuery(), enabled });
}
