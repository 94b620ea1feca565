/**
 * Apply-for-loan notice (300 px) and remote branch locator (350 px): both warn that pop-ups must be
 * enabled, open an outside page in a new tab, and show a warning when the browser blocked it.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { DialogButton } from '@/ui/dialog-button';
import { passableTokenMutation } from '@/api/auth/get-passable-token';
import { closeDialog } from '@/session/dialog-store';
import { Modal } from '@/ui/modal';
import { openConsumerLoanApplication, type ConsumerLoanResult } from './open-consumer-loan';
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

/** `consumer`: the page is the consumer loan application, opened with a passable token, not the `url` setting. */
function ExternalLinkDialog({
  id,
  keys,
  consumer = false,
}: {
  id: number;
  keys: ExternalLinkTexts;
  consumer?: boolean;
}) {
  const settings = useSettings();
  const [result, setResult] = useState<NewTabResult | ConsumerLoanResult | null>(null);
  // The token call's busy state; the tab itself opens in the click's turn (open-consumer-loan.ts).
  const token = useMutation(passableTokenMutation());
  const cancel = () => closeDialog(id);
  const settle = (outcome: NewTabResult | ConsumerLoanResult) => {
    if (outcome === 'opened') closeDialog(id);
    else setResult(outcome);
  };
  const go = () => {
    if (!consumer) return settle(openInNewTab(settings.text(keys.url)));
    void openConsumerLoanApplication(() => token.mutateAsync()).then(settle);
  };
  return (
    <Modal
      title={settings.text(keys.title)}
      width={keys.width}
      onDismiss={cancel}
      actions={
        <>
          <DialogButton onClick={cancel}>{settings.text('dialogs.cancelButton')}</DialogButton>
          <DialogButton primary onClick={go} busy={token.isPending} autoFocusFirst>
            {settings.text(keys.button)}
          </DialogButton>
        </>
      }
    >
      <p>{settings.text(keys.text)}</p>
      {result === 'blocked' ? <ErrorBanner>{settings.text('dialogs.popupBlockedText')}</ErrorBanner> : null}
      {result === 'failed' ? <ErrorBanner>{settings.text('dialogs.applyForLoanFailedText')}</ErrorBanner> : null}
    </Modal>
  );
}

/**
 * Apply-for-loan notice: 'Continue to Application' opens portal.applyForLoanURLOption in a new tab,
 * or with portal.useEgtConsumerOption the consumer loan application (GET /api/ApplyForLoan with a
 * passable token; access spec §2, §6).
 */
export function ApplyForLoanDialog({ id }: { id: number }) {
  const settings = useSettings();
  const consumer = settings.flag('portal.useEgtConsumerOption');
  return <ExternalLinkDialog id={id} keys={applyForLoan} consumer={consumer} />;
}

/** Remote branch locator: opens portal.remoteBranchLocatorUrl in a new tab. */
export function RemoteBranchLocatorDialog({ id }: { id: number }) {
  return <ExternalLinkDialog id={id} keys={remoteLocator} />;
}
