/**
 * Which shell dialogs are open (a small zustand store) and the functions that open them.
 * `<DialogHost/>` renders the stack; the last one opened is on top.
 */
import { create } from 'zustand';
import type { PreviewDialogId } from '@schemas/studio/preview-protocol';

/** Icon of the generic confirm dialog. */
export type ConfirmIcon = 'check' | 'money';

/** Every dialog the shell can show, with what its buttons do. */
export type DialogRequest =
  | { kind: 'logoutConfirm' }
  /** Opens instead of the logout confirm when unsaved changes exist; Yes logs out. */
  | { kind: 'unsavedLogout' }
  | { kind: 'sessionTimeout'; onResume: () => void }
  | { kind: 'unsavedNavigation'; onYes: () => void; onNo: () => void }
  | { kind: 'applyForLoan' }
  | { kind: 'remoteBranchLocator' }
  | {
      kind: 'confirm';
      title: string;
      text: string;
      confirmLabel?: string;
      cancelLabel?: string;
      icon?: ConfirmIcon;
      /** Width in px when not the shell's 350 (loan page dialogs are 500, accounts spec §9). */
      width?: number;
      onConfirm?: () => void;
      onCancel?: () => void;
    }
  | { kind: 'acknowledge'; title: string; text: string; onClose?: () => void }
  /** The studio preview only: a screen that exists only as a dialog, opened with sample data (its bridge opens it). */
  | { kind: 'previewScreen'; screen: PreviewDialogId };

/** One open dialog. */
export interface OpenDialog {
  id: number;
  request: DialogRequest;
}

interface DialogState {
  dialogs: OpenDialog[];
}

/** The dialog stack. */
export const useDialogStore = create<DialogState>()(() => ({ dialogs: [] }));

let nextId = 1;

/** Opens a dialog on top of any open ones; returns its id for `closeDialog`. */
export function openDialog(request: DialogRequest): number {
  const id = nextId++;
  useDialogStore.setState((s) => ({ dialogs: [...s.dialogs, { id, request }] }));
  return id;
}

/** Closes one dialog (no-op when already closed). */
export function closeDialog(id: number): void {
  useDialogStore.setState((s) =>
    s.dialogs.some((d) => d.id === id) ? { dialogs: s.dialogs.filter((d) => d.id !== id) } : s,
  );
}

/** Closes every dialog (logout). */
export function closeAllDialogs(): void {
  useDialogStore.setState({ dialogs: [] });
}

/** Options of the generic confirm dialog. */
export type ConfirmOptions = Omit<Extract<DialogRequest, { kind: 'confirm' }>, 'kind' | 'onConfirm' | 'onCancel'>;

/** Opens the generic confirm dialog; resolves true on confirm, false on cancel or Esc. */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    openDialog({ kind: 'confirm', ...options, onConfirm: () => resolve(true), onCancel: () => resolve(false) });
  });
}

/** Opens the acknowledge dialog ('Okay'); resolves when it is closed. */
export function acknowledgeDialog(options: { title: string; text: string }): Promise<void> {
  return new Promise((resolve) => {
    openDialog({ kind: 'acknowledge', ...options, onClose: () => resolve() });
  });
}
