/**
 * Choosing a loan: its payment info is loaded (always anew: it decides what can be paid now) and the
 * selectAccount value is built from it. Only the latest choice reports, so a slow answer for an account
 * the user has already left cannot overwrite the new one.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Account as AccountListEntry } from '@/api/accounts/account-types';
import { paymentInfoQuery } from '@/api/payments/get-payment-info';
import { useSettings } from '@/settings/use-settings';
import type { SelectedLoan } from './payment-steps';
import { toSelectedLoan } from './selected-loan';

/** `choose(entry)` loads the loan and calls `onLoaded`; `loading` while the call runs. */
export function useLoanChoice(onLoaded: (loan: SelectedLoan) => void) {
  const settings = useSettings();
  const queryClient = useQueryClient();
  const latest = useRef<string | undefined>(undefined);
  // A failed call is an answer here (the Generic text), not an error to report.
  const load = useMutation({
    mutationKey: ['payments', 'chooseLoan'],
    mutationFn: (accountNumber: string) =>
      queryClient.fetchQuery(paymentInfoQuery(accountNumber)).catch(() => undefined),
  });
  return {
    loading: load.isPending,
    choose: (entry: AccountListEntry) => {
      latest.current = entry.Number;
      void load.mutateAsync(entry.Number).then((info) => {
        if (latest.current === entry.Number) onLoaded(toSelectedLoan(entry, info, settings));
      });
    },
  };
}
