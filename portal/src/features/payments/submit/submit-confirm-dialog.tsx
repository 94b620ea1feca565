/**
 * The Submit / No confirm of a payment (payments spec §2 "Other modals": "Submit confirm dialog (Submit /
 * No)", "Wallet payment confirmation dialog"). The same dialog serves both; only the text differs.
 */
import { Modal } from '@/ui/modal';
import { useSettings } from '@/settings/use-settings';
import { DialogButton } from '@/ui/dialog-button';

/** Props of {@link SubmitConfirmDialog}. */
export interface SubmitConfirmDialogProps {
  /** The question: payment.submitConfirmText, or payment.walletConfirmText for a wallet. */
  text: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before the payment is submitted; Submit confirms, No and Esc cancel. */
export function SubmitConfirmDialog({ text, onConfirm, onCancel }: SubmitConfirmDialogProps) {
  const settings = useSettings();
  return (
    <Modal
      title={settings.text('payment.submitButton')}
      width={400}
      onDismiss={onCancel}
      actions={
        <>
          <DialogButton onClick={onCancel}>{settings.text('payment.submitConfirmNo')}</DialogButton>
          <DialogButton primary onClick={onConfirm} autoFocusFirst>
            {settings.text('payment.submitConfirmYes')}
          </DialogButton>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}
