/** The e-statement dialogs that need more than the shell's confirm: agreements (links) and withdrawal (rich text). */
import type { NeededAgreement } from '@/api/auth/get-needed-agreements';
import { useSettings } from '@/settings/use-settings';
import { Modal } from '@/ui/modal';
import { RichText } from '@/ui/rich-text';

/** Props of {@link StatementAgreementDialog}. */
export interface StatementAgreementDialogProps {
  agreements: readonly NeededAgreement[];
  onAgree: () => void;
  onCancel: () => void;
}

/** The e-statement agreement dialog: each agreement opens in a new tab; I Agree accepts them all. */
export function StatementAgreementDialog({ agreements, onAgree, onCancel }: StatementAgreementDialogProps) {
  const settings = useSettings();
  return (
    <Modal
      title={settings.text('eStatements.agreementHeading')}
      width={500}
      onDismiss={onCancel}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {settings.text('dialogs.cancelButton')}
          </button>
          <button type="button" className="button" onClick={onAgree} data-autofocus>
            {settings.text('eStatements.agreeButton')}
          </button>
        </>
      }
    >
      <p>{settings.text('eStatements.agreementIntro')}</p>
      <ul>
        {agreements.map((a) => (
          <li key={a.HostNum}>
            <a href={a.Url} target="_blank" rel="noopener noreferrer">
              {a.Name}
            </a>
          </li>
        ))}
      </ul>
    </Modal>
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
    <Modal
      title={settings.text('eStatements.withdrawalHeading')}
      width={500}
      onDismiss={onCancel}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel} data-autofocus>
            {settings.text('dialogs.cancelButton')}
          </button>
          <button type="button" className="button" onClick={onWithdraw}>
            {settings.text('eStatements.withdrawButton')}
          </button>
        </>
      }
    >
      <RichText html={settings.richText('eStatements.withdrawalText')} />
    </Modal>
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
    <Modal
      title={settings.text('eStatements.redirectHeading')}
      onDismiss={onCancel}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {settings.text('dialogs.cancelButton')}
          </button>
          <button type="button" className="button" onClick={onContinue} data-autofocus>
            {settings.text('eStatements.continueButton')}
          </button>
        </>
      }
    >
      <p>{settings.text('eStatements.redirectText')}</p>
    </Modal>
  );
}
