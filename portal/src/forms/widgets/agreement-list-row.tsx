import type { BoundAgreementRow } from '@schemas/screens/bind-options';
import { Modal } from '@/ui/modal';
import { RichText } from '@/ui/rich-text';
import { useState } from 'react';
import { errorId } from '../input-aria';
import { DialogButton } from '@/ui/dialog-button';

/** Props of {@link AgreementListRow}. */
export interface AgreementListRowProps {
  /** Id of the checkbox. */
  id: string;
  row: BoundAgreementRow;
  checked: boolean;
  disabled: boolean;
  /** The row's box stays disabled until its link was opened (or, in rich-text mode, the dialog returned agreed). */
  gated: boolean;
  richTextMode: boolean;
  acceptLabel: string;
  cancelLabel: string;
  /** The form has errors: an unticked row says so. */
  showError: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * One agreement: checkbox, its label, and the agreement's link, or in rich-text mode a button opening a
 * dialog with the agreement's rich text (Accept unlocks the box, Cancel or Esc leaves it locked). The hint
 * says why a locked box is locked; the error says the row must be ticked. Both describe the checkbox.
 */
export function AgreementListRow(props: AgreementListRowProps) {
  const { id, row, checked, disabled, gated, richTextMode, acceptLabel, cancelLabel, showError, onChange } = props;
  const [opened, setOpened] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const locked = gated && !opened;
  const hintId = `${id}__hint`;
  const message = showError && !checked ? row.mustAgree : null;
  const describedBy = [message ? errorId(id) : null, locked ? hintId : null].filter(Boolean).join(' ') || undefined;
  const link = (onClick?: () => void) => (
    <a href={row.url} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {row.name}
    </a>
  );

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
      <label htmlFor={id}>{row.label}</label>{' '}
      {richTextMode ? (
        <button type="button" className="button--link" onClick={() => setDialogOpen(true)}>
          {row.name}
        </button>
      ) : (
        link(() => setOpened(true))
      )}
      {locked ? (
        <p className="form-field__help" id={hintId}>
          {row.mustClick}
        </p>
      ) : null}
      {message ? (
        <p className="form-field__error" id={errorId(id)}>
          {message}
        </p>
      ) : null}
      {dialogOpen ? (
        <Modal
          title={row.name}
          width={350}
          onDismiss={() => setDialogOpen(false)}
          actions={
            <>
              <DialogButton onClick={() => setDialogOpen(false)}>{cancelLabel}</DialogButton>
              <DialogButton
                primary
                autoFocusFirst
                onClick={() => {
                  setOpened(true);
                  setDialogOpen(false);
                }}
              >
                {acceptLabel}
              </DialogButton>
            </>
          }
        >
          {row.richText.trim() !== '' ? <RichText html={row.richText} /> : <p>{link()}</p>}
        </Modal>
      ) : null}
    </li>
  );
}
