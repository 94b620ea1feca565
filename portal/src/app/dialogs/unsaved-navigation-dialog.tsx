/** The unsaved-changes modal for navigation: No cancels the navigation, Yes proceeds. */
import { useSettings } from '@/settings/use-settings';
import { DialogButton } from '@/ui/dialog-button';
import { closeDialog, type DialogRequest } from '@/session/dialog-store';
import { Modal } from '@/ui/modal';

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
    <Modal
      title={settings.text('dialogs.unsavedChangesTitle')}
      width={350}
      onDismiss={no}
      actions={
        <>
          <DialogButton onClick={no} autoFocusFirst>
            {settings.text('dialogs.noButton')}
          </DialogButton>
          <DialogButton primary onClick={yes}>
            {settings.text('dialogs.yesButton')}
          </DialogButton>
        </>
      }
    >
      <p>{settings.text('dialogs.unsavedChangesText')}</p>
    </Modal>
  );
}
