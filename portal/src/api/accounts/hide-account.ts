/** POST /api/Account/ShowHideAccount (accounts spec §2 Hide-account dialog, §4 Hide account, §7). */
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../api-client';

/** Hides the account from the web; an answer with HasNoErrors false counts as a failure. */
export async function hideAccount(accountNumber: string): Promise<void> {
  const { data } = await api.post('Account/ShowHideAccount', { AccountNumber: accountNumber });
  if (typeof data === 'object' && data.HasNoErrors === false) throw new Error('ShowHideAccount answered with errors');
}

/** Mutation options (single-shot). */
export const hideAccountMutation = () =>
  mutationOptions({ mutationKey: ['accounts', 'hide'] as const, mutationFn: hideAccount, retry: false });

/** The hide-from-web request. */
export function useHideAccount() {
  return useMutation(hideAccountMutation());
}
