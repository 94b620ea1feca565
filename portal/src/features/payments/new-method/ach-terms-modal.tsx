import type { NeededAgreement } from '@/api/auth/get-needed-agreements';
import { useSettings } from '@/settings/use-settings';
import { AgreementReaderDialog } from '@/ui/agreement-reader-dialog';
import { ErrorBanner } from '@/ui/error-banner';
import { Modal } from '@/ui/modal';
import { Spinner } from '@/ui/spinner';
import { useState } from 'react';
import { DialogButton } from '@/ui/dialog-button';

/** Props of {@link AchTermsModal}. */
export interface AchTermsModalProps {
  /** The ACH agreements the user still has to accept (GetNeededAgreements, trigger ach). */
  agreements: readonly NeededAgreement[];
  busy: boolean;
  /** The consent could not be posted: 'An error occurred, please try again.' shows and the modal stays. */
  saveFailed: boolean;
  onAgree: () => void;
  onDisagree: () => void;
}

/**
 * The ACH terms modal (payments spec §2 "Other modals", §4 "New method"): the agreements' links, Agree and
 * Disagree. With forceUserToClickEachACHAgreementToAgreeOption, Agree stays disabled until every link was
 * opened; with forceRichTextAgreementsOption an agreement opens in a rich-text modal (Cancel / 'I Accept'),
 * and accepting it counts as opened.
 */
export function AchTermsModal({ agreements, busy, saveFailed, onAgree, onDisagree }: AchTermsModalProps) {
  const settings = useSettings();
  const clickEach = settings.flag('agreementsOptions.forceUserToClickEachACHAgreementToAgreeOption');
  const richText = settings.flag('agreementsOptions.forceRichTextAgreementsOption');
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const [reading, setReading] = useState<NeededAgreement | null>(null);
  const markOpened = (a: NeededAgreement) => setOpened((prev) => new Set(prev).add(a.HostNum));
  const allOpened = agreements.every((a) => opened.has(a.HostNum));

  // The rich-text popup is a sibling, not a child (see AgreementReaderDialog).
  return (
    <>
      <Modal
        title={settings.text('paymentMethod.achTermsHeading')}
        width={400}
        dismissable={!busy}
        onDismiss={onDisagree}
        actions={
          <>
            <DialogButton disabled={busy} onClick={onDisagree}>
              {settings.text('paymentMethod.disagreeButton')}
            </DialogButton>
            <DialogButton primary disabled={busy || (clickEach && !allOpened)} onClick={onAgree}>
              {settings.text('paymentMethod.agreeButton')}
            </DialogButton>
          </>
        }
      >
        <ul className="ach-terms">
          {agreements.map((a) => (
            <li key={a.HostNum}>
              {richText ? (
                <button type="button" className="button--link" onClick={() => setReading(a)}>
                  {a.Name}
                </button>
              ) : (
                <a href={a.Url} target="_blank" rel="noopener noreferrer" onClick={() => markOpened(a)}>
                  {a.Name}
                </a>
              )}
              {clickEach && !opened.has(a.HostNum) ? (
                <p className="form-field__help">{settings.text('forms.agreementMustClick', { name: a.Name })}</p>
              ) : null}
            </li>
          ))}
        </ul>
        {busy ? <Spinner variant="large" label={settings.text('shell.loadingText')} /> : null}
        {saveFailed ? <ErrorBanner>{settings.text('paymentMethod.agreementsSaveError')}</ErrorBanner> : null}
      </Modal>
      {reading ? (
        <AgreementReaderDialog
          agreement={reading}
          onCancel={() => setReading(null)}
          onAccept={() => {
            markOpened(reading);
            setReading(null);
          }}
        />
      ) : null}
    </>
  );
}
