/** GET /api/accountList (accounts spec §7): the user's accounts. The call itself is in account-list-query.ts. */
import { useQuery } from '@tanstack/react-query';
import { accountListQuery } from './account-list-query';

export { accountListQuery } from './account-list-query';

/**
 * The account list query. `loaderStarted`: the route's loader asked for the list on this navigation
 * (app/dashboard-prefetch.ts), so a failure it got is shown as it is instead of being asked again on mount
 * (one request per visit, as before the loader).
 */
export function useAccountListQuery(loaderStarted = false) {
  return useQuery({ ...accountListQuery(), retryOnMount: !loaderStarted });
}
