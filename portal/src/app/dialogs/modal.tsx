/**
 * The modal lives in `ui/modal.tsx` so forms (agreement dialogs) can use it under the layer rules;
 * this module keeps the shell's existing imports working.
 */
export { focusableIn, Modal, type ModalProps } from '@/ui/modal';
