/** GET /api/accountList (accounts spec §7): the user's accounts. The call itself is in account-list-query.ts. */
import { useQuery } from '@tanstack/react-query';
import { accountListQuery } from './account-list-query';

export { accountListQuery, fetchAccountList } from './account-list-query';

/** The account list query. */
export function useAccountListQuery() {
  return useQuery(accountListQuery());
}
