/**
 * Dialogs of the login screen (access spec §2 "Login screen"): the optional announcement (300 px,
 * Close, can be mobile only), and on mobile with no app version the non-dismissable Update Now
 * dialog that sends the user to the Android or iOS store.
 */
import { useEffect, useState } from 'react';
import { Modal } from '@/ui/modal';
import { getMobileBridge, isMobileApp, needsAppUpdate } from '@/mobile/mobile-bridge';
import { useSettings } from '@/settings/use-settings';
import { RichText } from '@/ui/rich-text';
import { DialogButton } from '@/ui/dialog-button';

/** The announcement is shown once per page load, not again when the user comes back to login. */
let announcementShown = false;

/** Test hook: shows the announcement again. */
export function resetAnnouncementForTests(): void {
  announcementShown = false;
}

/** The announcement dialog, when configured and not hidden. */
export function AnnouncementDialog() {
  const settings = useSettings();
  const text = settings.richText('loginPage.announcementText');
  const wanted =
    text.trim() !== '' &&
    !settings.flag('loginPage.announcementHidden') &&
    (!settings.flag('loginPage.announcementMobileOnly') || isMobileApp());
  const [open, setOpen] = useState(() => wanted && !announcementShown);
  useEffect(() => {
    if (open) announcementShown = true;
  }, [open]);
  if (!open) return null;
  return <AnnouncementModal onClose={() => setOpen(false)} />;
}

/** The announcement as shown, whether or not it is wanted now (the studio preview opens it directly). */
export function AnnouncementModal({ onClose }: { onClose: () => void }) {
  const settings = useSettings();
  return (
    <Modal
      title={settings.text('loginPage.announcementTitle')}
      width={300}
      onDismiss={onClose}
      actions={
        <DialogButton primary autoFocusFirst onClick={onClose}>
          {settings.text('loginPage.announcementCloseButton')}
        </DialogButton>
      }
    >
      <RichText html={settings.richText('loginPage.announcementText')} />
    </Modal>
  );
}

function storeUrl(platform: string | undefined, android: string, ios: string): string {
  const apple = platform === 'ios' || (platform === undefined && /iPhone|iPad|iPod/i.test(navigator.userAgent));
  return apple ? ios : android;
}

/** The Update Now dialog: no Esc, no close; its one button opens the app store. */
export function UpdateNowDialog() {
  const settings = useSettings();
  const [platform, setPlatform] = useState<string | undefined>();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let live = true;
    void needsAppUpdate().then(async (needed) => {
      if (!live || !needed) return;
      const info = await getMobileBridge()
        .deviceInfo()
        .catch(() => null);
      if (!live) return;
      setPlatform(info?.platform === 'web' ? undefined : info?.platform);
      setOpen(true);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!open) return null;
  const url = storeUrl(platform, settings.text('mobileApp.androidStoreUrl'), settings.text('mobileApp.iosStoreUrl'));
  return <UpdateNowModal onUpdate={() => url && window.location.assign(url)} />;
}

/** The Update Now dialog as shown: no Esc, no close; `onUpdate` is its one button (a no-op in the studio preview). */
export function UpdateNowModal({ onUpdate }: { onUpdate: () => void }) {
  const settings = useSettings();
  return (
    <Modal
      title={settings.text('loginPage.updateNowTitle')}
      width={300}
      dismissable={false}
      actions={
        <DialogButton primary autoFocusFirst onClick={onUpdate}>
          {settings.text('loginPage.updateNowButton')}
        </DialogButton>
      }
    >
      <p>{settings.text('loginPage.updateNowText')}</p>
    </Modal>
  );
}
