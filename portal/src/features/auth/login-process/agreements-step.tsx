/**
 * Step 5: agreements (access spec §4 "Agreements step"), rendered from `schemas/screens/agreements.json`:
 * every agreement the user still has to accept for login (and, for a user restricted from e-mail, the
 * e-communications re-agree ones) must be ticked. Click-required and rich-text modes are the
 * `agreement-list` widget's (settings access.forceUserToClickOnURLToAgree / forceRichTextAgreements).
 */
import * as screen from 'virtual:screen-validator/agreements';
import { useMutation, useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { agreementTriggerCodes } from '@schemas/settings/agreement-setup';
import { neededAgreementsQuery, type NeededAgreement } from '@/api/auth/get-needed-agreements';
import { logAgreementRecords } from '@/api/auth/log-agreement-records';
import { logAgreements, type LogAgreementsInput } from '@/api/auth/log-agreements';
import { SchemaForm } from '@/forms/schema-form';
import { agreementsErrorKey } from './step-errors';
import { includesReagree, mergeAgreements, slotOf } from './agreement-list';
import { agreementRecords } from './agreement-records';
import { StepFrame } from './step-frame';
import { endProcessIfUnauthorized, useStep } from './use-step';

/** The trigger queries as one list; module-level so TanStack keeps the combined result between renders. */
function combineNeeded(results: UseQueryResult<NeededAgreement[]>[]) {
  return {
    list: results.every((r) => r.isSuccess) ? mergeAgreements(results.map((r) => r.data ?? [])) : null,
    error: results.find((r) => r.isError)?.error ?? null,
    pending: results.some((r) => r.isPending),
  };
}

/** The agreements step. */
export function AgreementsStep() {
  const { settings, login, errorText, complete, cancel } = useStep();
  const token = login.UserToken ?? '';
  const restricted = login.IsEmailCommunicationRestriced === true;
  const triggers = [agreementTriggerCodes.login, ...(restricted ? [agreementTriggerCodes.ecommunicationreagree] : [])];
  // One query per trigger; the step needs them all before it can show (or skip) the list.
  const needed = useQueries({
    queries: triggers.map((trigger) => neededAgreementsQuery(trigger, token)),
    combine: combineNeeded,
  });
  // The consent (ids) first, then its records (spec §3, §7); either failing is the step's save error.
  const save = useMutation({
    mutationKey: ['agreementLogging', 'consentAndRecords'] as const,
    mutationFn: async ({
      consent,
      records,
    }: {
      consent: LogAgreementsInput;
      records: Parameters<typeof logAgreementRecords>[0];
    }) => {
      await logAgreements(consent);
      await logAgreementRecords(records);
    },
    retry: false,
  });
  const agreements = needed.list && needed.list.length > 0 ? needed.list : null;
  const busy = needed.pending || save.isPending;
  const error = errorText(needed.error ?? save.error, () => agreementsErrorKey);

  // Nothing left to accept: the step skips itself, once.
  const skipped = useRef(false);
  const nothingNeeded = needed.list?.length === 0;
  useEffect(() => {
    if (!nothingNeeded || skipped.current) return;
    skipped.current = true;
    void complete();
  }, [nothingNeeded, complete]);
  useEffect(() => {
    if (needed.error) endProcessIfUnauthorized(needed.error);
  }, [needed.error]);

  // The screen's runtime source: one checkbox row per needed agreement (its slot finds its rich text).
  const options = useMemo(
    () => ({
      neededAgreements: (agreements ?? []).map((a) => ({
        value: a.HostNum,
        label: a.Name,
        url: a.Url,
        slot: slotOf(a),
      })),
    }),
    [agreements],
  );

  const submit = () => {
    if (!agreements) return;
    const userName = login.UserName ?? '';
    const body = {
      Agreements: agreements.map((a) => a.HostNum),
      UserName: userName,
      TurnEStatementsOn: false,
      UnRestrictEmail: includesReagree(agreements),
    };
    const records = {
      input: { UserName: userName, Records: agreementRecords(agreements, triggers, new Date()) },
      userToken: token,
    };
    save.mutate(
      { consent: { body, userToken: token }, records },
      { onSuccess: () => void complete({ IsEmailCommunicationRestriced: false }), onError: endProcessIfUnauthorized },
    );
  };

  return (
    <StepFrame heading={settings.text('agreements.heading')} error={error} onCancel={() => void cancel()} busy={busy}>
      {agreements === null ? (
        <p role="status">{settings.text('loginPage.processLoading')}</p>
      ) : (
        <SchemaForm id="agreements-form" screen={screen} options={options} disabled={busy} onSubmit={submit} />
      )}
    </StepFrame>
  );
}
