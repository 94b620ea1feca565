import { useMutation, useQueryClient } from '@tanstack/react-query';
import { neededAgreementsQuery, type NeededAgreement } from '@/api/auth/get-needed-agreements';
import { logAgreementRecords } from '@/api/auth/log-agreement-records';
import { logAgreements } from '@/api/auth/log-agreements';
import { addAchPaymentMethod, type NewAchPayload } from '@/api/payments/add-ach-payment-method';
import { achRoutingDataQuery } from '@/api/payments/get-ach-routing-data';
import { validateAchPaymentMethod } from '@/api/payments/validate-ach-payment-method';
import { useSessionStore } from '@/session/session-store';
import { useSettings } from '@/settings/use-settings';
import { lastFour } from '@schemas/rules/card-rules';
import { agreementTriggerCodes } from '@schemas/settings/agreement-setup';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { useState } from 'react';
import { achAgreementRecords } from './ach-consent';
import { achValidationErrorKey, addMethodErrorKey, NewMethodProblem, problemKey } from './new-method-errors';
import type { AddedMethod } from './added-method';

/** The terms modal's state while it is open: the account waiting for consent and the agreements asked. */
interface PendingTerms {
  payload: NewAchPayload;
  agreements: NeededAgreement[];
}

/** What the ACH branch of the modal needs. */
export interface AddAchFlow {
  submit: (ach: NewAchPayload, save: boolean) => void;
  busy: boolean;
  /** Text key for the details modal's error line. */
  errorKey: SettingKey | undefined;
  /** Open terms modal, if any, with its own state. */
  terms: {
    agreements: NeededAgreement[];
    busy: boolean;
    saveFailed: boolean;
    agree: () => void;
    disagree: () => void;
  } | null;
}

/**
 * New bank account (payments spec §4 "New method"): with preCheckABABankInfoOption the bank must exist;
 * the account is validated by a call; a method to be saved then needs the ACH agreements (the terms modal,
 * skipped when none are needed), whose consent is posted before the account is added. Otherwise it is used once.
 */
export function useAddAch(loanAccountNumber: string, onAdded: (added: AddedMethod) => void): AddAchFlow {
  const settings = useSettings();
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token) ?? '';
  const userName = useSessionStore((s) => s.user?.username) ?? '';
  const [pending, setPending] = useState<PendingTerms | null>(null);
  const [refused, setRefused] = useState(false);

  const prepare = useMutation({
    mutationKey: ['paymentMethod', 'prepareAch'] as const,
    retry: false,
    gcTime: 0,
    mutationFn: async ({ payload, save }: { payload: NewAchPayload; save: boolean }) => {
      if (settings.flag('achPaymentOptions.preCheckABABankInfoOption')) {
        const bank = await queryClient.fetchQuery(achRoutingDataQuery(payload.RoutingNumber)).catch(() => {
          throw new NewMethodProblem('paymentMethod.routingLookupError');
        });
        if (!bank.BankExists) throw new NewMethodProblem('paymentForms.routingNumberInvalid');
      }
      await validateAchPaymentMethod(payload).catch((error: unknown) => {
        throw new NewMethodProblem(achValidationErrorKey(error));
      });
      return save ? queryClient.fetchQuery(neededAgreementsQuery(agreementTriggerCodes.ach, token)) : [];
    },
  });

  const commit = useMutation({
    mutationKey: ['paymentMethod', 'commitAch'] as const,
    retry: false,
    gcTime: 0,
    mutationFn: async ({ payload, agreements }: PendingTerms) => {
      if (agreements.length > 0) {
        try {
          await logAgreements({
            body: { Agreements: agreements.map((a) => a.HostNum), UserName: userName },
            userToken: token,
          });
          await logAgreementRecords({
            input: { UserName: userName, Records: achAgreementRecords(agreements, loanAccountNumber, new Date()) },
            userToken: token,
          });
        } catch {
          throw new NewMethodProblem('paymentMethod.agreementsSaveError', 'terms');
        }
      }
      const key = addMethodErrorKey(await addAchPaymentMethod(payload), null);
      if (key) throw new NewMethodProblem(key);
    },
  });

  const finish = (next: PendingTerms) =>
    commit.mutateAsync(next).then(
      () => {
        setPending(null);
        onAdded({ saved: true, kind: 'ach', lastFour: lastFour(next.payload.AccountNumber) });
      },
      (error: unknown) => {
        // A consent that could not be posted keeps the terms modal open; any other failure closes it.
        if (!(error instanceof NewMethodProblem && error.where === 'terms')) setPending(null);
      },
    );

  const submit = (payload: NewAchPayload, save: boolean) => {
    setRefused(false);
    commit.reset();
    prepare.mutateAsync({ payload, save }).then(
      (agreements) => {
        if (!save) onAdded({ saved: false, method: { kind: 'ach', source: 'singleUse', ach: payload } });
        else if (agreements.length > 0) setPending({ payload, agreements });
        else void finish({ payload, agreements });
      },
      () => undefined, // shown from prepare.error
    );
  };

  const termsFailed = commit.error instanceof NewMethodProblem && commit.error.where === 'terms';
  const errorKey = refused
    ? 'paymentMethod.agreementsRefused'
    : prepare.error
      ? problemKey(prepare.error)
      : commit.error && !termsFailed
        ? problemKey(commit.error)
        : undefined;

  return {
    submit,
    busy: prepare.isPending || commit.isPending,
    errorKey,
    terms: pending && {
      agreements: pending.agreements,
      busy: commit.isPending,
      saveFailed: termsFailed && !commit.isPending,
      agree: () => void finish(pending),
      disagree: () => {
        setPending(null);
        commit.reset();
        setRefused(true);
      },
    },
  };
}
