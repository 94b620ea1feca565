import type { NeededAgreement } from '@/api/auth/get-needed-agreements';
import { useSettings } from '@/settings/use-settings';
import { Modal } from '@/ui/modal';
import { RichText } from '@/ui/rich-text';
import { Spinner } from '@/ui/spinner';
import { agreementHostNumberBase } from '@schemas/settings/agreement-setup';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { useState } from 'react';

/** The rich texts of the five agreement slots (slot = host number − 11337 + 1). */
const richTextKeys: readonly SettingKey[] = [
  'agreements.agreement1RichText',
  'agreements.agreement2RichText',
  'agreements.agreement3RichText',
  'agreements.agreement4RichText',
  'agreements.agreement5RichText',
];

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
  const slotText = (a: NeededAgreement) => settings.richText(richTextKeys[a.HostNum - agreementHostNumberBase] ?? richTextKeys[0]!);

  // The rich-text modal is a sibling, not a child: a nested dialog's Tab and Esc would also reach this one's handlers.
  return (
    <>
      <Modal
        title={settings.text('paymentMethod.achTermsHeading')}
        width={400}
        dismissable={!busy}
        onDismiss={onDisagree}
        actions={
          <>
            <button type="button" className="portal-dialog__button" disabled={busy} onClick={onDisagree}>
              {settings.text('paymentMethod.disagreeButton')}
            </button>
            <button type="button" className="portal-dialog__button portal-dialog__button--primary" disabled={busy || (clickEach && !allOpened)} onClick={onAgree}>
              {settings.text('paymentMethod.agreeButton')}
            </button>
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
              {clickEach && !opened.has(a.HostNum) ? <p className="form-field__help">{settings.text('forms.agreementMustClick', { name: a.Name })}</p> : null}
            </li>
          ))}
        </ul>
        {busy ? <Spinner label={settings.text('shell.loadingText')} /> : null}
        {saveFailed ? (
          <p className="form-field__error" role="alert">
            {settings.text('paymentMethod.agreementsSaveError')}
          </p>
        ) : null}
      </Modal>
      {reading ? (
        <Modal
          title={reading.Name}
          width={350}
          onDismiss={() => setReading(null)}
          actions={
            <>
              <button type="button" className="portal-dialog__button" onClick={() => setReading(null)}>
                {settings.text('agreements.cancelButton')}
              </button>
              <button
                type="button"
                className="portal-dialog__button portal-dialog__button--primary"
                data-autofocus
                onClick={() => {
                  markOpened(reading);
                  setReading(null);
                }}
              >
                {settings.text('agreements.acceptButton')}
              </button>
            </>
          }
        >
          {slotText(reading).trim() !== '' ? (
            <RichText html={slotText(reading)} />
          ) : (
            <p>
              <a href={reading.Url} target="_blank" rel="noopener noreferrer">
                {reading.Name}
              </a>
            </p>
          )}
        </Modal>
      ) : null}
    </>
  );
}
