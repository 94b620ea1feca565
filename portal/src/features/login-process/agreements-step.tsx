/**
 * Step 5: agreements (access spec §4 "Agreements step"): every agreement the user still has to accept
 * for login (and, for a user restricted from e-mail, the e-communications re-agree ones) must be ticked.
 * Click-required mode keeps a box disabled until its link was opened; rich-text mode shows the text in
 * a dialog and enables the box once the dialog returns agreed.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { agreementTriggerCodes } from '@schemas/settings/agreement-setup';
import { fetchNeededAgreements, logAgreements, type NeededAgreement } from '@/api/auth/agreement-calls';
import { agreementsErrorKey } from './step-errors';
import { includesReagree, mergeAgreements } from './agreement-list';
import { AgreementRow } from './agreement-row';
import { StepFrame } from './step-frame';
import { useStep } from './use-step';

/** The agreements step. */
export function AgreementsStep() {
  const { settings, login, busy, error, setError, run, complete, cancel } = useStep();
  const [agreements, setAgreements] = useState<NeededAgreement[] | null>(null);
  const [ticked, setTicked] = useState<Record<number, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
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

  const allTicked = agreements !== null && agreements.every((a) => ticked[a.HostNum]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!agreements) return;
    if (!allTicked) {
      setError(settings.text('agreements.selectAll'));
      return;
    }
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
    <StepFrame
      heading={settings.text('agreements.heading')}
      instructions={settings.text('agreements.instructions')}
      error={error}
      onCancel={() => void cancel()}
      busy={busy}
    >
      {agreements === null ? (
        <p role="status">{settings.text('loginPage.processLoading')}</p>
      ) : (
        <form id="agreements-form" noValidate onSubmit={(e) => void submit(e)}>
          <ul className="login-step__agreements">
            {agreements.map((a) => (
              <AgreementRow
                key={a.HostNum}
                agreement={a}
                checked={ticked[a.HostNum] === true}
                showError={submitted && !ticked[a.HostNum]}
                disabled={busy}
                onChange={(value) => setTicked((t) => ({ ...t, [a.HostNum]: value }))}
              />
            ))}
          </ul>
          <button type="submit" className="button button--primary" disabled={busy}>
            {settings.text('agreements.submitButton')}
          </button>
        </form>
      )}
    </StepFrame>
  );
}
