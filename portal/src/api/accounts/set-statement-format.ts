/** POST /api/AccountEStatements/SetStatementFormat (accounts spec §7); the account list is refreshed after it. */
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import type { AccountListResponse, SaveResponse, StatementFormat } from './account-types';
import { accountDetailsKey, type LoanInformation } from './get-account-details';
import { accountListQuery } from './get-account-list';

/** What the call sends (AccountType is always 0). */
export interface SetStatementFormatInput {
  AccountNumber: string;
  Format: StatementFormat;
}

/**
 * Saves the statement format. A refused save (HasNoErrors false) is an answer, not a failure: its
 * Errors are the server's messages to show (spec §8); only a failed call rejects.
 */
export async function setStatementFormat(input: SetStatementFormatInput): Promise<SaveResponse> {
  const { data } = await api.post('AccountEStatements/SetStatementFormat', { ...input, AccountType: 0 });
  return { HasNoErrors: data?.HasNoErrors !== false, Errors: data?.Errors ?? [] };
}

/**
 * After a saved format: the cached loan details (StatementFormat) and account list row
 * (StatementPreference) take the new format at once, so a page opened again within the cache time
 * shows it; the list is then refreshed from the host (spec §4 "After saving the format the account
 * list is refreshed").
 */
export function rememberStatementFormat(
  client: QueryClient,
  { AccountNumber, Format }: SetStatementFormatInput,
): Promise<void> {
  client.setQueryData(accountDetailsKey(AccountNumber), (old: LoanInformation | undefined) =>
    old ? { ...old, StatementFormat: Format } : old,
  );
  client.setQueryData(accountListQuery().queryKey, (old: AccountListResponse | undefined) =>
    old
      ? {
          ...old,
          Accounts: old.Accounts.map((a) => (a.Number === AccountNumber ? { ...a, StatementPreference: Format } : a)),
        }
      : old,
  );
  return client.invalidateQueries({ queryKey: accountListQuery().queryKey });
}
