/**
 * GET /api/accountList (payments spec §7, accounts spec): every account of the signed-in user. Refetched
 * when the signed-in user changes (the query cache is cleared at logout) or a refresh is requested
 * (invalidate `accountListKey`, e.g. after a one-time payment).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api } from '../api-client';

/** The answer: Accounts[], HasNoErrors, Errors. */
export type AccountListAnswer = components['schemas']['AccountListResponse'];
/** One account list entry (Number, Type, Comment, Balance, LoanAmountDue, LoanDueDate, ...). */
export type AccountListEntry = components['schemas']['Account'];

/** The user's accounts. */
export async function fetchAccountList(): Promise<AccountListAnswer> {
  const { data } = await api.get<AccountListAnswer>('accountList');
  return data;
}

/** The query key, for a refresh after a payment. */
export const accountListKey = ['accounts', 'accountList'] as const;

/** Query options: the list of the signed-in user, shared by the dashboard and the payment screen. */
export const accountListQuery = () => queryOptions({ queryKey: accountListKey, queryFn: fetchAccountList });

/** The user's account list. */
export function useAccountList() {
  return useQuery(accountListQuery());
}
