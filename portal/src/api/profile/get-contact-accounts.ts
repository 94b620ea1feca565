/**
 * GET /api/accountList (accounts spec §7), read by the contact-change form for its account
 * checkboxes: number and description only. Its own key, so the dashboard's copy keeps its shape.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** One account a change can be requested for. */
export interface ContactAccount {
  number: string;
  description: string;
}

/** Fetches the user's accounts; an answer with HasNoErrors false is a failure. */
export async function fetchContactAccounts(): Promise<ContactAccount[]> {
  const { data } = await api.get('accountList');
  if (!data.HasNoErrors) throw new Error('accountList answered with errors');
  return data.Accounts.map((a) => ({ number: a.Number, description: a.Description ?? '' }));
}

/** Query options. */
export const contactAccountsQuery = () =>
  queryOptions({ queryKey: ['accountList', 'contactChange'] as const, queryFn: fetchContactAccounts });

/** The account list for the contact-change form. */
export function useContactAccountsQuery() {
  return useQuery(contactAccountsQuery());
}
