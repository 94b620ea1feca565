/**
 * The 350 px confirm before a saved method is deleted, with the optional scheduled-payments warning (payments spec §2
 * "Other modals").
 */
import { useSettings } from '@/settings/use-settings';
import { Modal } from '@/ui/modal';
import { DialogButton } from '@/ui/dialog-button';

/** Props of {@link DeleteMethodDialog}. */
export interface DeleteMethodDialogProps {
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly onDelete: () => void;
}

/** 'Are you sure you want to delete this payment method?' with Cancel and Delete. */
export function DeleteMethodDialog({ busy, onCancel, onDelete }: DeleteMethodDialogProps) {
  const settings = useSettings();
  const warn = !settings.flag('paymentMethod.deleteScheduledWarningHidden');
  return (
    <Modal
      title={settings.text('paymentMethod.deleteConfirmText')}
      width={350}
      onDismiss={onCancel}
      actions={
        <>
          <DialogButton autoFocusFirst onClick={onCancel}>
            {settings.text('paymentMethod.cancelButton')}
          </DialogButton>
          <DialogButton primary disabled={busy} onClick={onDelete}>
            {settings.text('paymentMethod.deleteButton')}
          </DialogButton>
        </>
      }
    >
      {warn ? <p>{settings.text('paymentMethod.deleteScheduledWarning')}</p> : null}
    </Modal>
  );
}
