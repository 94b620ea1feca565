/**
 * The keys of a studio modal dialog: Escape closes it, and Tab and Shift+Tab stay among its controls (the page
 * behind is unreachable while it is open; `useInertOutside` does the same for the pointer and virtual cursor).
 * A native listener on the dialog, so it runs before React's handlers on the page.
 */
import { useEffect, type RefObject } from 'react';

/**
 * Listens on `dialogRef`'s element; `focusable` selects the controls Tab cycles through. `onClose` null: a
 * dialog that must be answered, Escape does nothing. Shift+Tab from the first control, or from anything
 * before it (a heading focused on opening), goes to the last.
 */
export function useDialogKeys(
  dialogRef: RefObject<HTMLElement | null>,
  onClose: (() => void) | null,
  focusable: string,
): void {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose?.();
        return;
      }
      if (event.key !== 'Tab') return;
      const controls = dialog.querySelectorAll<HTMLElement>(focusable);
      const first = controls[0];
      const last = controls[controls.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      const beforeFirst =
        active === first ||
        (active !== null && !!(first.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_PRECEDING));
      if (event.shiftKey && beforeFirst) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => dialog.removeEventListener('keydown', onKeyDown);
  }, [dialogRef, onClose, focusable]);
}
