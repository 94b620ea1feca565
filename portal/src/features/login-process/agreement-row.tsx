/** One agreement of the agreements step: checkbox, link (or rich-text dialog) and its message. */
import { useState } from 'react';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import type { NeededAgreement } from '@/api/auth/agreement-calls';
import { Modal } from '@/app/dialogs/modal';
import { useSettings } from '@/settings/use-settings';
import { RichText } from '@/ui/rich-text';
import { slotOf } from './agreement-list';

/** Props of {@link AgreementRow}. */
export interface AgreementRowProps {
  agreement: NeededAgreement;
  checked: boolean;
  showError: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** An agreement with its gating (click-required or rich-text mode). */
export function AgreementRow({ agreement, checked, showError, disabled, onChange }: AgreementRowProps) {
  const settings = useSettings();
  const richMode = settings.flag('access.forceRichTextAgreements');
  const clickMode = !richMode && settings.flag('access.forceUserToClickOnURLToAgree');
  const [opened, setOpened] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const locked = (clickMode || richMode) && !opened;
  const id = `agreement-${agreement.HostNum}`;
  const name = agreement.Name;
  const hint = locked ? settings.text('forms.agreementMustClick', { name }) : null;
  const message = showError ? settings.text('forms.agreementMustAgree', { name }) : null;
  const describedBy = [message ? `${id}__error` : null, hint ? `${id}__hint` : null].filter(Boolean).join(' ') || undefined;
  const slot = slotOf(agreement);
  const richKey = `agreements.agreement${slot}RichText` as SettingKey;

  return (
    <li className={`agreement${message ? ' form-field--invalid' : ''}`}>
      <input
        type="checkbox"
        id={id}
        checked={checked}
        disabled={disabled || locked}
        aria-describedby={describedBy}
        aria-invalid={message ? true : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{settings.text('forms.agreementLabel', { name })}</label>{' '}
      {richMode ? (
        <button type="button" className="button--link" onClick={() => setDialogOpen(true)}>
          {name}
        </button>
      ) : (
        <a href={agreement.Url} target="_blank" rel="noopener noreferrer" onClick={() => setOpened(true)}>
          {name}
        </a>
      )}
      {hint ? (
        <p className="form-field__help" id={`${id}__hint`}>
          {hint}
        </p>
      ) : null}
      {message ? (
        <p className="form-field__error" id={`${id}__error`}>
          {message}
        </p>
      ) : null}
      {dialogOpen ? (
        <Modal
          title={name}
          width={350}
          onDismiss={() => setDialogOpen(false)}
          actions={
            <>
              <button type="button" className="button" onClick={() => setDialogOpen(false)}>
                {settings.text('agreements.cancelButton')}
              </button>
              <button
                type="button"
                className="button button--primary"
                data-autofocus
                onClick={() => {
                  setOpened(true);
                  setDialogOpen(false);
                }}
              >
                {settings.text('agreements.acceptButton')}
              </button>
            </>
          }
        >
          {slot >= 1 && slot <= 5 && settings.richText(richKey).trim() !== '' ? (
            <RichText html={settings.richText(richKey)} />
          ) : (
            <p>
              <a href={agreement.Url} target="_blank" rel="noopener noreferrer">
                {name}
              </a>
            </p>
          )}
        </Modal>
      ) : null}
    </li>
  );
}
