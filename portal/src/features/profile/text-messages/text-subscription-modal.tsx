/**
 * The text-message subscription dialog (accounts spec §2, §4, §8): the agreement first when the phone
 * has none, then per brand (BrandingName) the Marketing and Account toggles, the phone as
 * ddd-ddd-dddd, Save only with changes, and the Retry/Cancel prompt when finalizing fails.
 */
import { profilePhone } from '@schemas/rules/profile-changes';
import { useEffect, useState } from 'react';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { Modal } from '@/ui/modal';
import { Spinner } from '@/ui/spinner';
import { TextAgreementDialog, type TextAgreementOutcome } from '../text-agreement-dialog';
import { useTextSubscriptions } from './use-text-subscriptions';
import { DialogButton } from '@/ui/dialog-button';

/** Props of {@link TextSubscriptionModal}. */
export interface TextSubscriptionModalProps {
  phoneNumber: string;
  /** The phone already has a text agreement (no agreement step). */
  agreed: boolean;
  /** Closed; with the phone's opt-in when a save finished. Closing clears every error. */
  onClose(savedOptIn?: boolean): void;
}

/** The dialog. */
export function TextSubscriptionModal({ phoneNumber, agreed, onClose }: TextSubscriptionModalProps) {
  const settings = useSettings();
  const [agreement, setAgreement] = useState<'ask' | 'done' | 'refused'>(agreed ? 'done' : 'ask');
  const flow = useTextSubscriptions(phoneNumber, agreement === 'done');
  const close = () => onClose(flow.optIn);
  const { phase, optIn } = flow;
  useEffect(() => {
    // A finished save closes the dialog and hands the phone's new opt-in back.
    if (phase === 'done') onClose(optIn);
  }, [phase, optIn, onClose]);

  if (agreement === 'ask') {
    const onDone = (outcome: TextAgreementOutcome) => setAgreement(outcome === 'agreed' ? 'done' : 'refused');
    return <TextAgreementDialog onDone={onDone} />;
  }

  const busy = flow.phase === 'saving';
  const actions =
    flow.phase === 'finalizeFailed' ? (
      <>
        <DialogButton onClick={close}>{settings.text('textMessages.cancelButton')}</DialogButton>
        <DialogButton primary autoFocusFirst onClick={() => void flow.retry()}>
          {settings.text('textMessages.retryButton')}
        </DialogButton>
      </>
    ) : (
      <>
        <DialogButton disabled={busy} onClick={close}>
          {settings.text('textMessages.cancelButton')}
        </DialogButton>
        {agreement === 'done' ? (
          <DialogButton primary disabled={!flow.canSave} onClick={() => void flow.save()}>
            {settings.text('textMessages.saveButton')}
          </DialogButton>
        ) : null}
      </>
    );

  return (
    <Modal
      title={settings.text('textMessages.heading')}
      width={500}
      onDismiss={close}
      dismissable={!busy}
      actions={actions}
    >
      <p className="text-subscriptions__phone">{profilePhone(phoneNumber)}</p>
      {agreement === 'refused' ? <ErrorBanner>{settings.text('textMessages.mustAgree')}</ErrorBanner> : null}
      {flow.error ? <ErrorBanner>{settings.text(flow.error)}</ErrorBanner> : null}
      {agreement === 'done' && flow.phase === 'loading' && !flow.error ? (
        <Spinner label={settings.text('profile.savingLabel')} showLabel={false} />
      ) : null}
      {busy ? <Spinner label={settings.text('profile.savingLabel')} showLabel={false} /> : null}
      {flow.form.length > 0 ? (
        <table className="text-subscriptions__table">
          <thead>
            <tr>
              <td />
              <th scope="col">{settings.text('textMessages.marketingLabel')}</th>
              <th scope="col">{settings.text('textMessages.accountLabel')}</th>
            </tr>
          </thead>
          <tbody>
            {flow.form.map((o) => (
              <tr key={o.BrandingId}>
                <th scope="row">{o.BrandingName}</th>
                {(['OptInMarketing', 'OptInAccount'] as const).map((flag) => (
                  <td key={flag}>
                    <input
                      type="checkbox"
                      role="switch"
                      aria-label={`${o.BrandingName} ${settings.text(flag === 'OptInMarketing' ? 'textMessages.marketingLabel' : 'textMessages.accountLabel')}`}
                      checked={o[flag]}
                      disabled={flow.phase !== 'ready'}
                      onChange={(e) => flow.toggle(o.BrandingId, flag, e.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Modal>
  );
}
