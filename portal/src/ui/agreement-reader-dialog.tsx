/**
 * The rich-text agreement popup (agreementsOptions.forceRichTextAgreementsOption): one agreement's rich
 * text from the catalogue, sanitized, with Cancel and 'I Accept'. Shared by the payments ACH terms modal
 * and the accounts e-statement agreement dialog, so it lives in ui/ (features may not import each other).
 */
import { agreementHostNumberBase } from '@schemas/settings/agreement-setup';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { useSettings } from '@/settings/use-settings';
import { Modal } from './modal';
import { RichText } from './rich-text';
import { DialogButton } from './dialog-button';

/** The rich texts of the five agreement slots (slot = host number − 11337 + 1). */
const richTextKeys: readonly SettingKey[] = [
  'agreements.agreement1RichText',
  'agreements.agreement2RichText',
  'agreements.agreement3RichText',
  'agreements.agreement4RichText',
  'agreements.agreement5RichText',
];

/** The catalogue key holding an agreement's rich text; host numbers outside the five slots read slot 1. */
export function agreementRichTextKey(hostNum: number): SettingKey {
  return richTextKeys[hostNum - agreementHostNumberBase] ?? richTextKeys[0]!;
}

/** The agreement as GetNeededAgreements lists it (structural, so ui/ need not import api/). */
export interface ReadableAgreement {
  Name: string;
  Url: string;
  HostNum: number;
}

/** Props of {@link AgreementReaderDialog}. */
export interface AgreementReaderDialogProps {
  agreement: ReadableAgreement;
  /** 'I Accept': the agreement counts as read. */
  onAccept: () => void;
  /** Cancel or Esc: the agreement stays unread. */
  onCancel: () => void;
}

/**
 * The 350 px popup titled with the agreement's name. An empty rich text falls back to the agreement's
 * link, so an institution that forgot a slot's text still lets the user read the agreement.
 * Render it as a sibling of the list's dialog, not inside it: a nested dialog's Tab and Esc would also
 * reach the outer one's handlers.
 */
export function AgreementReaderDialog({ agreement, onAccept, onCancel }: AgreementReaderDialogProps) {
  const settings = useSettings();
  const html = settings.richText(agreementRichTextKey(agreement.HostNum));
  return (
    <Modal
      title={agreement.Name}
      width={350}
      onDismiss={onCancel}
      actions={
        <>
          <DialogButton onClick={onCancel}>{settings.text('agreements.cancelButton')}</DialogButton>
          <DialogButton primary autoFocusFirst onClick={onAccept}>
            {settings.text('agreements.acceptButton')}
          </DialogButton>
        </>
      }
    >
      {html.trim() !== '' ? (
        <RichText html={html} />
      ) : (
        <p>
          <a href={agreement.Url} target="_blank" rel="noopener noreferrer">
            {agreement.Name}
          </a>
        </p>
      )}
    </Modal>
  );
}
