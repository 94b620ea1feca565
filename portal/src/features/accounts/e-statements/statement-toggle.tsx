/**
 * The electronic-statements switch and its flow (accounts spec §4): on asks the optional confirm,
 * shows the agreements still to accept and records the consent, then saves ElectronicOnly; off
 * asks for the withdrawal consent and saves PaperOnly. Declining anything leaves the switch as it
 * was. Without an e-mail on file it cannot be turned on and asks for one instead.
 */
import { useState } from 'react';
import type { NeededAgreement } from '@/api/auth/get-needed-agreements';
import type { StatementFormat } from '@/api/accounts/account-types';
import { useSetStatementFormat } from '@/api/accounts/set-statement-format';
import { confirmDialog } from '@/session/dialog-store';
import { useSessionStore } from '@/session/session-store';
import { useSettings } from '@/settings/use-settings';
import { neededStatementAgreements, recordStatementConsent } from './statement-format-flow';
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
  const user = useSessionStore((s) => s.user);
  const save = useSetStatementFormat();
  const [open, setOpen] = useState<Open>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const electronic = format === 'ElectronicOnly';
  const needsEmail = !electronic && user !== null && !user.hasEmailAddress;

  const saveFormat = async (next: StatementFormat, agreements: readonly NeededAgreement[] = []) => {
    setBusy(true);
    try {
      await recordStatementConsent(agreements, accountNumber, user?.username ?? '', user?.userToken ?? '');
      await save.mutateAsync({ AccountNumber: accountNumber, Format: next });
      onSaved(next);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const turnOn = async () => {
    if (settings.flag('eStatements.useConfirmDialogOption')) {
      const yes = await confirmDialog({ title: settings.text('eStatements.confirmHeading'), text: settings.text('eStatements.confirmText') });
      if (!yes) return;
    }
    setBusy(true);
    try {
      const agreements = await neededStatementAgreements(user?.userToken ?? '');
      setBusy(false);
      if (agreements.length > 0) setOpen({ kind: 'agreements', agreements });
      else await saveFormat('ElectronicOnly');
    } catch {
      setBusy(false);
      setFailed(true);
    }
  };

  const onChange = () => {
    if (busy) return;
    setFailed(false);
    if (electronic) setOpen({ kind: 'withdraw' });
    else void turnOn();
  };

  return (
    <div className="e-statements__toggle">
      <label className="e-statements__switch">
        {/* Busy saving: aria-disabled (still focusable, so focus can come back from the dialogs); no e-mail: disabled. */}
        <input type="checkbox" role="switch" checked={electronic} disabled={needsEmail} aria-disabled={busy || undefined} onChange={onChange} />
        <span className="e-statements__track" aria-hidden="true" />
        <span>{settings.text('eStatements.toggleLabel')}</span>
      </label>
      {needsEmail ? <p className="e-statements__notice">{settings.text('eStatements.provideEmailText')}</p> : null}
      {failed ? (
        <p className="banner banner--error" role="alert">
          {settings.text('eStatements.saveError')}
        </p>
      ) : null}
      {open?.kind === 'agreements' ? (
        <StatementAgreementDialog
          agreements={open.agreements}
          onCancel={() => setOpen(null)}
          onAgree={() => {
            setOpen(null);
            void saveFormat('ElectronicOnly', open.agreements);
          }}
        />
      ) : null}
      {open?.kind === 'withdraw' ? (
        <WithdrawConsentDialog
          onCancel={() => setOpen(null)}
          onWithdraw={() => {
            setOpen(null);
            void saveFormat('PaperOnly');
          }}
        />
      ) : null}
    </div>
  );
}
