/** Logout confirm and the unsaved-changes logout dialog (access spec §2 "Dialogs of the shell"). */
import { useSettings } from '@/settings/use-settings';
import { performLogout } from '@/session/logout-service';
import { DialogButton } from '@/ui/dialog-button';
import { closeDialog } from '@/session/dialog-store';
import { Modal } from '@/ui/modal';

/** 'Are you sure you want to logout?' with Cancel and Logout, 350 px. */
export function LogoutConfirmDialog({ id }: { id: number }) {
  const settings = useSettings();
  const cancel = () => closeDialog(id);
  return (
    <Modal
      title={settings.text('dialogs.logoutConfirmTitle')}
      width={350}
      onDismiss={cancel}
      actions={
        <>
          <DialogButton onClick={cancel} autoFocusFirst>
            {settings.text('dialogs.cancelButton')}
          </DialogButton>
          <DialogButton primary onClick={() => void performLogout()}>
            {settings.text('dialogs.logoutButton')}
          </DialogButton>
        </>
      }
    >
      <p>{settings.text('dialogs.logoutConfirmText')}</p>
    </Modal>
  );
}

/** Opens instead of the logout confirm when unsaved changes exist: No stays, Yes logs out. */
export function UnsavedLogoutDialog({ id }: { id: number }) {
  const settings = useSettings();
  const stay = () => closeDialog(id);
  return (
    <Modal
      title={settings.text('dialogs.unsavedLogoutTitle')}
      width={350}
      onDismiss={stay}
      actions={
        <>
          <DialogButton onClick={stay} autoFocusFirst>
            {settings.text('dialogs.noButton')}
          </DialogButton>
          <DialogButton primary onClick={() => void performLogout()}>
            {settings.text('dialogs.yesButton')}
          </DialogButton>
        </>
      }
    >
      <p>{settings.text('dialogs.unsavedLogoutText')}</p>
    </Modal>
  );
}
