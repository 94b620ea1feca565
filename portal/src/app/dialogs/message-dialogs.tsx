/** Generic confirm (title, text, confirm/cancel labels, check or money icon) and acknowledge ('Okay'). */
import { useSettings } from '@/settings/use-settings';
import { DialogButton } from '@/ui/dialog-button';
import { closeDialog, type ConfirmIcon, type DialogRequest } from '@/session/dialog-store';
import { ConfirmModal } from '@/ui/confirm-modal';
import { Modal } from '@/ui/modal';

function DialogIcon({ icon }: { icon: ConfirmIcon }) {
  // Decorative: the title says what the dialog is about.
  return (
    <svg className="portal-dialog__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon={icon}>
      {icon === 'check' ? (
        <path fill="none" stroke="currentColor" strokeWidth="2.5" d="M4 12.5l5 5L20 6.5" />
      ) : (
        <>
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            d="M15 8.5c-.6-.9-1.7-1.5-3-1.5-1.7 0-3 .9-3 2.3 0 3.2 6 1.8 6 5 0 1.4-1.3 2.3-3 2.3-1.4 0-2.6-.6-3.2-1.6M12 5.5v13"
          />
        </>
      )}
    </svg>
  );
}

/** Props of the generic confirm dialog. */
export interface ConfirmDialogProps {
  id: number;
  request: Extract<DialogRequest, { kind: 'confirm' }>;
}

/** Generic confirm: Esc counts as cancel. */
export function ConfirmDialog({ id, request }: ConfirmDialogProps) {
  const settings = useSettings();
  const cancel = () => {
    closeDialog(id);
    request.onCancel?.();
  };
  const confirm = () => {
    closeDialog(id);
    request.onConfirm?.();
  };
  return (
    <ConfirmModal
      title={request.title}
      width={request.width}
      icon={request.icon ? <DialogIcon icon={request.icon} /> : undefined}
      cancelLabel={request.cancelLabel ?? settings.text('dialogs.cancelButton')}
      confirmLabel={request.confirmLabel ?? settings.text('dialogs.confirmButton')}
      onCancel={cancel}
      onConfirm={confirm}
    >
      <p>{request.text}</p>
    </ConfirmModal>
  );
}

/** Props of the acknowledge dialog. */
export interface AcknowledgeDialogProps {
  id: number;
  request: Extract<DialogRequest, { kind: 'acknowledge' }>;
}

/** Acknowledge: one 'Okay' button; Esc counts as Okay. */
export function AcknowledgeDialog({ id, request }: AcknowledgeDialogProps) {
  const settings = useSettings();
  const close = () => {
    closeDialog(id);
    request.onClose?.();
  };
  return (
    <Modal
      title={request.title}
      onDismiss={close}
      actions={
        <DialogButton primary onClick={close} autoFocusFirst>
          {settings.text('dialogs.okayButton')}
        </DialogButton>
      }
    >
      <p>{request.text}</p>
    </Modal>
  );
}
