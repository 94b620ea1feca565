/**
 * Step 5: agreements (access spec §4 "Agreements step"), rendered from `schemas/screens/agreements.json`:
 * every agreement the user still has to accept for login (and, for a user restricted from e-mail, the
 * e-communications re-agree ones) must be ticked. Click-required and rich-text modes are the
 * `agreement-list` widget's (settings access.forceUserToClickOnURLToAgree / forceRichTextAgreements).
 */
import * as screen from 'virtual:screen-validator/agreements';
import { useEffect, useMemo, useState } from 'react';
import { agreementTriggerCodes } from '@schemas/settings/agreement-setup';
import { fetchNeededAgreements, logAgreements, type NeededAgreement } from '@/api/auth/agreement-calls';
import { SchemaForm } from '@/forms/schema-form';
import { agreementsErrorKey } from './step-errors';
import { includesReagree, mergeAgreements, slotOf } from './agreement-list';
import { StepFrame } from './step-frame';
import { useStep } from './use-step';

/** The agreements step. */
export function AgreementsStep() {
  const { settings, login, busy, error, run, complete, cancel } = useStep();
  const [agreements, setAgreements] = useState<NeededAgreement[] | null>(null);
  const token = login.UserToken ?? '';
  const restricted = login.IsEmailCommunicationRestriced === true;

  useEffect(() => {
    let live = true;
    void (async () => {
      const triggers = [agreementTriggerCodes.login, ...(restricted ? [agreementTriggerCodes.ecommunicationreagree] : [])];
      const lists = await run(() => Promise.all(triggers.map((t) => fetchNeededAgreements(t, token))), () => agreementsErrorKey);
      if (!live || !lists) return;
      const needed = mergeAgreements(lists);
      if (needed.length === 0) await complete();
      else setAgreements(needed);
    })();
    return () => {
      live = false;
    };
    // Loaded once per step: the list does not change while the user reads it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The screen's runtime source: one checkbox row per needed agreement (its slot finds its rich text).
  const options = useMemo(
    () => ({ neededAgreements: (agreements ?? []).map((a) => ({ value: a.HostNum, label: a.Name, url: a.Url, slot: slotOf(a) })) }),
    [agreements],
  );

  const submit = async () => {
    if (!agreements) return;
    const ok = await run(
      () =>
        logAgreements(
          { Agreements: agreements.map((a) => a.HostNum), UserName: login.UserName ?? '', TurnEStatementsOn: false, UnRestrictEmail: includesReagree(agreements) },
          token,
        ).then(() => true),
      () => agreementsErrorKey,
    );
    if (ok) await complete({ IsEmailCommunicationRestriced: false });
  };

  return (
    <StepFrame heading={settings.text('agreements.heading')} error={error} onCancel={() => void cancel()} busy={busy}>
      {agreements === null ? (
        <p role="status">{settings.text('loginPage.processLoading')}</p>
      ) : (
        <SchemaForm id="agreements-form" screen={screen} options={options} disabled={busy} onSubmit={() => void submit()} />
      )}
    </StepFrame>
  );
}
