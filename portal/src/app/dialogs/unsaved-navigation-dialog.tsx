/** The unsaved-changes modal for navigation: No cancels the navigation, Yes proceeds. */
import { useSettings } from '@/settings/use-settings';
import { closeDialog, type DialogRequest } from '@/session/dialog-store';
import { ConfirmModal } from '@/ui/confirm-modal';

/** Props: the dialog id and its request. */
export interface UnsavedNavigationDialogProps {
  id: number;
  request: Extract<DialogRequest, { kind: 'unsavedNavigation' }>;
}

/** 'There are unsaved changes on the page, are you sure you want to continue?' with No and Yes. */
export function UnsavedNavigationDialog({ id, request }: UnsavedNavigationDialogProps) {
  const settings = useSettings();
  const no = () => {
    closeDialog(id);
    request.onNo();
  };
  const yes = () => {
    closeDialog(id);
    request.onYes();
  };
  return (
    <ConfirmModal
      title={settings.text('dialogs.unsavedChangesTitle')}
      width={350}
      cancelLabel={settings.text('dialogs.noButton')}
      confirmLabel={settings.text('dialogs.yesButton')}
      onCancel={no}
      onConfirm={yes}
    >
      <p>{settings.text('dialogs.unsavedChangesText')}</p>
    </ConfirmModal>
  );
}
