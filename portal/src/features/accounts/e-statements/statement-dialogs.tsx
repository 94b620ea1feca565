/**
 * The e-statement dialogs that need more than the shell's confirm: agreements (links or rich-text popups) and
 * withdrawal (rich text).
 */
import { useState } from 'react';
import type { NeededAgreement } from '@/api/auth/get-needed-agreements';
import { useSettings } from '@/settings/use-settings';
import { AgreementReaderDialog } from '@/ui/agreement-reader-dialog';
import { ConfirmModal } from '@/ui/confirm-modal';
import { Modal } from '@/ui/modal';
import { RichText } from '@/ui/rich-text';
import { DialogButton } from '@/ui/dialog-button';

/** Props of {@link StatementAgreementDialog}. */
export interface StatementAgreementDialogProps {
  agreements: readonly NeededAgreement[];
  onAgree: () => void;
  onCancel: () => void;
}

/**
 * The e-statement agreement dialog (spec §2 "lists agreements with links or rich-text popups"): each
 * agreement opens in a new tab, or with agreementsOptions.forceRichTextAgreementsOption in the rich-text
 * popup (Cancel / 'I Accept' both return to this list); I Agree accepts them all.
 */
export function StatementAgreementDialog({ agreements, onAgree, onCancel }: StatementAgreementDialogProps) {
  const settings = useSettings();
  const richText = settings.flag('agreementsOptions.forceRichTextAgreementsOption');
  const [reading, setReading] = useState<NeededAgreement | null>(null);
  // The popup is a sibling of this dialog, not a child (see AgreementReaderDialog).
  return (
    <>
      <Modal
        title={settings.text('eStatements.agreementHeading')}
        width={500}
        onDismiss={onCancel}
        actions={
          <>
            <DialogButton onClick={onCancel}>{settings.text('dialogs.cancelButton')}</DialogButton>
            <DialogButton primary onClick={onAgree} autoFocusFirst>
              {settings.text('eStatements.agreeButton')}
            </DialogButton>
          </>
        }
      >
        <p>{settings.text('eStatements.agreementIntro')}</p>
        <ul className="e-statements__agreements">
          {agreements.map((a) => (
            <li key={a.HostNum}>
              {richText ? (
                <button type="button" className="e-statements__agreement-button" onClick={() => setReading(a)}>
                  {a.Name}
                </button>
              ) : (
                <a href={a.Url} target="_blank" rel="noopener noreferrer">
                  {a.Name}
                </a>
              )}
            </li>
          ))}
        </ul>
      </Modal>
      {reading ? (
        <AgreementReaderDialog
          agreement={reading}
          onAccept={() => setReading(null)}
          onCancel={() => setReading(null)}
        />
      ) : null}
    </>
  );
}

/** Props of {@link WithdrawConsentDialog}. */
export interface WithdrawConsentDialogProps {
  onWithdraw: () => void;
  onCancel: () => void;
}

/** The withdrawal consent dialog shown before e-statements are turned off. */
export function WithdrawConsentDialog({ onWithdraw, onCancel }: WithdrawConsentDialogProps) {
  const settings = useSettings();
  return (
    <ConfirmModal
      title={settings.text('eStatements.withdrawalHeading')}
      width={500}
      cancelLabel={settings.text('dialogs.cancelButton')}
      confirmLabel={settings.text('eStatements.withdrawButton')}
      onCancel={onCancel}
      onConfirm={onWithdraw}
    >
      <RichText html={settings.richText('eStatements.withdrawalText')} />
    </ConfirmModal>
  );
}

/** Props of {@link StatementRedirectDialog}. */
export interface StatementRedirectDialogProps {
  onContinue: () => void;
  onCancel: () => void;
}

/** The external statement redirect dialog: the statement opens on the provider's site. */
export function StatementRedirectDialog({ onContinue, onCancel }: StatementRedirectDialogProps) {
  const settings = useSettings();
  return (
    <ConfirmModal
      title={settings.text('eStatements.redirectHeading')}
      width={500}
      cancelLabel={settings.text('dialogs.cancelButton')}
      confirmLabel={settings.text('eStatements.continueButton')}
      onCancel={onCancel}
      onConfirm={onContinue}
      firstFocus="confirm"
    >
      <p>{settings.text('eStatements.redirectText')}</p>
    </ConfirmModal>
  );
}
