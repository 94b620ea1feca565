/**
 * The Submit / No confirm of a payment (payments spec §2 "Other modals": "Submit confirm dialog (Submit /
 * No)", "Wallet payment confirmation dialog"). The same dialog serves both; only the text differs.
 */
import { useSettings } from '@/settings/use-settings';
import { ConfirmModal } from '@/ui/confirm-modal';

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
    <ConfirmModal
      title={settings.text('payment.submitButton')}
      width={400}
      cancelLabel={settings.text('payment.submitConfirmNo')}
      confirmLabel={settings.text('payment.submitConfirmYes')}
      onCancel={onCancel}
      onConfirm={onConfirm}
      firstFocus="confirm"
    >
      <p>{text}</p>
    </ConfirmModal>
  );
}
