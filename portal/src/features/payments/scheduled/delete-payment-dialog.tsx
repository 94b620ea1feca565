/**
 * The confirm before a scheduled or recurring payment is deleted (payments spec §2: 'Are you sure you want
 * to delete your recurring payment?' / '... this scheduled payment?' with No and Delete; "a spinner shows
 * while deleting"). The dialog stays open with the spinner until the call has answered.
 */
import { useSettings } from '@/settings/use-settings';
import { Modal } from '@/ui/modal';
import { Spinner } from '@/ui/spinner';
import { DialogButton } from '@/ui/dialog-button';

/** Props of {@link DeletePaymentDialog}. */
export interface DeletePaymentDialogProps {
  /** The question (payment.deleteRecurringConfirm or payment.deleteScheduledConfirm). */
  question: string;
  busy: boolean;
  onDelete: () => void;
  onCancel: () => void;
}

/** No / Delete; both disabled while the deletion runs. */
export function DeletePaymentDialog({ question, busy, onDelete, onCancel }: DeletePaymentDialogProps) {
  const settings = useSettings();
  return (
    <Modal
      title={settings.text('payment.deleteButton')}
      width={350}
      dismissable={!busy}
      onDismiss={onCancel}
      actions={
        <>
          <DialogButton onClick={onCancel} disabled={busy} autoFocusFirst>
            {settings.text('payment.noButton')}
          </DialogButton>
          <DialogButton primary onClick={onDelete} disabled={busy}>
            {settings.text('payment.deleteButton')}
          </DialogButton>
        </>
      }
    >
      <p>{question}</p>
      {busy ? <Spinner variant="large" label={settings.text('payment.deleteBusy')} /> : null}
    </Modal>
  );
}
