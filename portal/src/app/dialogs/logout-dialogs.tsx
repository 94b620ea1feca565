/** Logout confirm and the unsaved-changes logout dialog (access spec §2 "Dialogs of the shell"). */
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { useSettings } from '@/settings/use-settings';
import { performLogout } from '@/session/logout-service';
import { closeDialog } from '@/session/dialog-store';
import { ConfirmModal } from '@/ui/confirm-modal';

/** The texts of each logout dialog: the same 350 px confirm, which logs out or stays. */
const logoutTexts = {
  /** 'Are you sure you want to logout?' with Cancel and Logout. */
  logoutConfirm: {
    title: 'dialogs.logoutConfirmTitle',
    text: 'dialogs.logoutConfirmText',
    stay: 'dialogs.cancelButton',
    logout: 'dialogs.logoutButton',
  },
  /** Opens instead of the logout confirm when unsaved changes exist: No stays, Yes logs out. */
  unsavedLogout: {
    title: 'dialogs.unsavedLogoutTitle',
    text: 'dialogs.unsavedLogoutText',
    stay: 'dialogs.noButton',
    logout: 'dialogs.yesButton',
  },
} as const satisfies Record<string, Record<'title' | 'text' | 'stay' | 'logout', SettingKey>>;

/** Props of {@link LogoutDialog}: the dialog id and which of the two logout dialogs it is. */
export interface LogoutDialogProps {
  id: number;
  kind: keyof typeof logoutTexts;
}

/** A logout dialog: the first button (focused) stays, the primary one logs out. */
export function LogoutDialog({ id, kind }: LogoutDialogProps) {
  const settings = useSettings();
  const texts = logoutTexts[kind];
  return (
    <ConfirmModal
      title={settings.text(texts.title)}
      width={350}
      cancelLabel={settings.text(texts.stay)}
      confirmLabel={settings.text(texts.logout)}
      onCancel={() => closeDialog(id)}
      onConfirm={() => void performLogout()}
    >
      <p>{settings.text(texts.text)}</p>
    </ConfirmModal>
  );
}
