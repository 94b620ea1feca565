/**
 * The electronic-statements switch and its flow (accounts spec §4): on asks the optional confirm,
 * shows the agreements still to accept and records the consent, then saves ElectronicOnly; off
 * asks for the withdrawal consent, records it as withdrawn and saves PaperOnly. Declining anything
 * leaves the switch as it was. Without an e-mail on file it cannot be turned on and asks for one
 * instead. A saved change shows the check mark for 3 s (§2, §9); a refused one the server's
 * messages, a failed call 'Error' (§8).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { NeededAgreement } from '@/api/auth/get-needed-agreements';
import type { StatementFormat } from '@/api/accounts/account-types';
import { rememberStatementFormat } from '@/api/accounts/set-statement-format';
import { confirmDialog } from '@/session/dialog-store';
import { useSessionStore } from '@/session/session-store';
import { useAgreementsFor } from '@/settings/use-agreements-for';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { HostText } from '@/ui/host-text';
import { CHECK_MARK_MS, useTransientMessage } from '@/ui/use-transient-message';
import { neededStatementAgreements, saveStatementFormat, type StatementFormatChange } from './statement-format-flow';
import { StatementAgreementDialog, WithdrawConsentDialog } from './statement-dialogs';

/** Props of {@link StatementToggle}. */
export interface StatementToggleProps {
  accountNumber: string;
  format: string;
  /** Called with the saved format. */
  onSaved: (format: StatementFormat) => void;
}

type Open = { kind: 'agreements'; agreements: NeededAgreement[] } | { kind: 'withdraw' } | null;

/** The e-statements switch. */
export function StatementToggle({ accountNumber, format, onSaved }: StatementToggleProps) {
  const settings = useSettings();
  const client = useQueryClient();
  const user = useSessionStore((s) => s.user);
  const check = useTransientMessage<true>(CHECK_MARK_MS);
  const statementAgreements = useAgreementsFor('estatements');
  const [open, setOpen] = useState<Open>(null);
  const electronic = format === 'ElectronicOnly';
  const needsEmail = !electronic && user !== null && !user.hasEmailAddress;

  const save = useMutation({
    mutationKey: ['accounts', 'statementFormat', accountNumber] as const,
    mutationFn: saveStatementFormat,
    retry: false,
    onSuccess: async (answer, change) => {
      if (!answer.HasNoErrors) return;
      onSaved(change.format);
      check.show(true);
      await rememberStatementFormat(client, { AccountNumber: change.accountNumber, Format: change.format });
    },
  });
  const saveFormat = (next: StatementFormat, agreements: readonly NeededAgreement[] = []) => {
    // Turning off withdraws the consent to the institution's e-statement agreements (spec §4).
    const withdrawn = next === 'PaperOnly' ? statementAgreements : [];
    const change: StatementFormatChange = {
      accountNumber,
      format: next,
      agreements,
      withdrawn,
      userName: user?.username ?? '',
      userToken: user?.userToken ?? '',
    };
    save.mutate(change);
  };
  const needed = useMutation({
    mutationKey: ['accounts', 'statementAgreements'] as const,
    mutationFn: () => neededStatementAgreements(user?.userToken ?? ''),
    retry: false,
    onSuccess: (agreements) =>
      agreements.length > 0 ? setOpen({ kind: 'agreements', agreements }) : saveFormat('ElectronicOnly'),
  });
  const busy = save.isPending || needed.isPending;
  const refused = save.data?.HasNoErrors === false ? save.data.Errors.map((e) => e.ErrorMessage) : [];

  const turnOn = async () => {
    if (settings.flag('eStatements.useConfirmDialogOption')) {
      const yes = await confirmDialog({
        title: settings.text('eStatements.confirmHeading'),
        text: settings.text('eStatements.confirmText'),
        width: 500,
      });
      if (!yes) return;
    }
    needed.mutate();
  };

  const onChange = () => {
    if (busy) return;
    save.reset();
    needed.reset();
    check.hide();
    if (electronic) setOpen({ kind: 'withdraw' });
    else void turnOn();
  };

  return (
    <div className="e-statements__toggle">
      <label className="e-statements__switch">
        {/* Busy saving: aria-disabled (still focusable, so focus can come back from the dialogs);
            no e-mail: disabled. */}
        <input
          type="checkbox"
          role="switch"
          checked={electronic}
          disabled={needsEmail}
          aria-disabled={busy || undefined}
          onChange={onChange}
        />
        <span className="e-statements__track" aria-hidden="true" />
        <span>{settings.text('eStatements.toggleLabel')}</span>
      </label>
      {/* The check mark is for the eye; the section's live status announces each save. */}
      <p className="e-statements__saved" aria-hidden="true">
        {check.shown ? '✓' : null}
      </p>
      {needsEmail ? <p className="e-statements__notice">{settings.text('eStatements.provideEmailText')}</p> : null}
      {refused.length > 0 ? (
        <ErrorBanner as="ul" className="e-statements__errors">
          {refused.map((m) => (
            <HostText as="li" key={m}>
              {m}
            </HostText>
          ))}
        </ErrorBanner>
      ) : null}
      {save.isError || needed.isError ? <ErrorBanner>{settings.text('eStatements.saveError')}</ErrorBanner> : null}
      {open?.kind === 'agreements' ? (
        <StatementAgreementDialog
          agreements={open.agreements}
          onCancel={() => setOpen(null)}
          onAgree={() => {
            setOpen(null);
            saveFormat('ElectronicOnly', open.agreements);
          }}
        />
      ) : null}
      {open?.kind === 'withdraw' ? (
        <WithdrawConsentDialog
          onCancel={() => setOpen(null)}
          onWithdraw={() => {
            setOpen(null);
            saveFormat('PaperOnly');
          }}
        />
      ) : null}
    </div>
  );
}
