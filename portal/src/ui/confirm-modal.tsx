/**
 * The two-button confirm every "are you sure?" dialog draws: a {@link Modal} with a cancel and a primary
 * confirm {@link DialogButton}, Esc counting as cancel. Each dialog keeps its own texts and which button the
 * focus starts on.
 */
import type { ReactNode } from 'react';
import { DialogButton } from './dialog-button';
import { Modal } from './modal';

/** Props of {@link ConfirmModal}. */
export interface ConfirmModalProps {
  /** Visible title; also the dialog's accessible name. */
  title: string;
  /** Width in CSS pixels (the Modal's default when left out). */
  width?: number;
  /** Optional decorative element before the title. */
  icon?: ReactNode;
  /** Label of the cancel button (left). */
  cancelLabel: string;
  /** Label of the primary confirm button (right). */
  confirmLabel: string;
  /** Cancel button and Esc. */
  onCancel: () => void;
  onConfirm: () => void;
  /** The button that receives focus when the dialog opens: the safe cancel unless the dialog asks otherwise. */
  firstFocus?: 'cancel' | 'confirm';
  /** The question (body); it also becomes the accessible description. */
  children: ReactNode;
}

/** A confirm dialog: mounted = open, unmounted = closed. */
export function ConfirmModal({
  title,
  width,
  icon,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  firstFocus = 'cancel',
  children,
}: ConfirmModalProps) {
  return (
    <Modal
      title={title}
      width={width}
      icon={icon}
      onDismiss={onCancel}
      actions={
        <>
          <DialogButton onClick={onCancel} autoFocusFirst={firstFocus === 'cancel'}>
            {cancelLabel}
          </DialogButton>
          <DialogButton primary onClick={onConfirm} autoFocusFirst={firstFocus === 'confirm'}>
            {confirmLabel}
          </DialogButton>
        </>
      }
    >
      {children}
    </Modal>
  );
}
