/**
 * GET /api/accountEStatements/GetStatementList (accounts spec §7): statements of one account and year, cached per both.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import type { StatementListResponse } from './account-types';

/** Which statements. */
export interface StatementListInput {
  accountNumber: string;
  year: number;
}

/** Fetches the statement list of a year. */
export async function fetchStatementList({ accountNumber, year }: StatementListInput): Promise<StatementListResponse> {
  const { data } = await api.get('accountEStatements/GetStatementList', {
    params: { AccountNumber: accountNumber, Year: year },
  });
  return {
    StatementList: Array.isArray(data?.StatementList) ? data.StatementList : [],
    HasNoErrors: data?.HasNoErrors !== false,
    Errors: data?.Errors ?? [],
  };
}

/** Query options: a year's statements do not change within a visit (spec: cached per account and year). */
export const statementListQuery = (input: StatementListInput) =>
  queryOptions({
    queryKey: ['accounts', 'statements', input.accountNumber, input.year] as const,
    queryFn: () => fetchStatementList(input),
    staleTime: Infinity,
  });

/** The statement list query. */
export function useStatementListQuery(input: StatementListInput, enabled = true) {
  return useQuery({ ...statementListQuery(input), enabled: enabled && input.accountNumber !== '' });
}
