/** POST /api/AccountEStatements/SetStatementFormat (accounts spec §7); the account list is refreshed after it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import type { SaveResponse, StatementFormat } from './account-types';
import { accountListQuery } from './get-account-list';

/** What the call sends (AccountType is always 0). */
export interface SetStatementFormatInput {
  AccountNumber: string;
  Format: StatementFormat;
}

/** Saves the statement format; a refused save rejects with the server's first message. */
export async function setStatementFormat(input: SetStatementFormatInput): Promise<SaveResponse> {
  const { data } = await api.post<SaveResponse>('AccountEStatements/SetStatementFormat', { ...input, AccountType: 0 });
  if (data?.HasNoErrors === false) throw new Error(data.Errors?.[0]?.ErrorMessage || 'Error');
  return data;
}

/** Mutation: saves the format, then refreshes the account list (it carries StatementPreference). */
export function useSetStatementFormat() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setStatementFormat, onSuccess: () => client.invalidateQueries({ queryKey: accountListQuery().queryKey }) });
}
