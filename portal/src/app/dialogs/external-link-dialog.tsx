/**
 * Apply-for-loan notice (300 px) and remote branch locator (350 px): both warn that pop-ups must be
 * enabled, open an outside page in a new tab, and show a warning when the browser blocked it.
 */
import { useState } from 'react';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { useSettings } from '@/settings/use-settings';
import { DialogButton } from './dialog-button';
import { closeDialog } from '@/session/dialog-store';
import { Modal } from '@/ui/modal';
import { openInNewTab, type NewTabResult } from './open-in-new-tab';

interface ExternalLinkTexts {
  title: SettingKey;
  text: SettingKey;
  button: SettingKey;
  url: SettingKey;
  width: number;
}

const applyForLoan: ExternalLinkTexts = {
  title: 'dialogs.applyForLoanTitle',
  text: 'dialogs.applyForLoanText',
  button: 'dialogs.applyForLoanButton',
  url: 'portal.applyForLoanURLOption',
  width: 300,
};

const remoteLocator: ExternalLinkTexts = {
  title: 'dialogs.remoteLocatorTitle',
  text: 'dialogs.remoteLocatorText',
  button: 'dialogs.remoteLocatorButton',
  url: 'portal.remoteBranchLocatorUrl',
  width: 350,
};

function ExternalLinkDialog({ id, keys }: { id: number; keys: ExternalLinkTexts }) {
  const settings = useSettings();
  const [result, setResult] = useState<NewTabResult | null>(null);
  const cancel = () => closeDialog(id);
  const go = () => {
    const outcome = openInNewTab(settings.text(keys.url));
    if (outcome === 'opened') closeDialog(id);
    else setResult(outcome);
  };
  return (
    <Modal
      title={settings.text(keys.title)}
      width={keys.width}
      onDismiss={cancel}
      actions={
        <>
          <DialogButton onClick={cancel}>{settings.text('dialogs.cancelButton')}</DialogButton>
          <DialogButton primary onClick={go} autoFocusFirst>
            {settings.text(keys.button)}
          </DialogButton>
        </>
      }
    >
      <p>{settings.text(keys.text)}</p>
      {result === 'blocked' ? (
        <p role="alert" className="portal-dialog__warning">
          {settings.text('dialogs.popupBlockedText')}
        </p>
      ) : null}
    </Modal>
  );
}

/** Apply-for-loan notice: 'Continue to Application' opens portal.applyForLoanURLOption in a new tab. */
export function ApplyForLoanDialog({ id }: { id: number }) {
  return <ExternalLinkDialog id={id} keys={applyForLoan} />;
}

/** Remote branch locator: opens portal.remoteBranchLocatorUrl in a new tab. */
export function RemoteBranchLocatorDialog({ id }: { id: number }) {
  return <ExternalLinkDialog id={id} keys={remoteLocator} />;
}
