/**
 * The one accessible modal of the portal, on the native `<dialog>` element (docs/decisions/042-dialogs.md; in `ui` so
 * forms and features can use it too):
 * `showModal()` puts it in the top layer and makes the page behind it inert; on top of that this component
 * labels it by its title, moves focus in, keeps Tab inside, closes on Esc unless non-dismissable,
 * and returns focus to the element that opened it.
 */
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import './modal.css';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Visible title (h2); also the dialog's accessible name. */
  title: string;
  /** Width in CSS pixels (spec: 300 or 350); narrower screens shrink it. */
  width?: number;
  /** When false, Esc does nothing (the user must pick a button). Default true. */
  dismissable?: boolean;
  /** Called on Esc when dismissable. */
  onDismiss?: () => void;
  /** Body; it also becomes the accessible description. */
  children: ReactNode;
  /** Buttons. Mark the one that should receive focus first with `data-autofocus`. */
  actions: ReactNode;
  /** Optional decorative element before the title (an icon). */
  icon?: ReactNode;
}

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Focusable elements inside `root`, in tab order of the document. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(focusableSelector)).filter((el) => !el.hasAttribute('inert'));
}

/** A modal dialog: mounted = open, unmounted = closed. */
export function Modal({ title, width = 350, dismissable = true, onDismiss, children, actions, icon }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom (component tests) has no showModal; the attribute keeps the same markup there.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(dialog)[0] ?? dialog;
    first.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handling the key ourselves also stops Chrome's "second Esc always closes" close-request rule.
      event.preventDefault();
      event.stopPropagation();
      if (dismissable) onDismiss?.();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = focusableIn(ref.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    const inside = active instanceof Node && ref.current.contains(active) && active !== ref.current;
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };

  // The native cancel event (Esc that slipped past keydown, or platform back gestures).
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (dismissable) onDismiss?.();
  };

  return (
    <dialog
      ref={ref}
      className="portal-dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      style={{ width: `${width}px` }}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      tabIndex={-1}
    >
      <div className="portal-dialog__header">
        {icon}
        <h2 id={titleId} className="portal-dialog__title">
          {title}
        </h2>
      </div>
      <div id={bodyId} className="portal-dialog__body">
        {children}
      </div>
      <div className="portal-dialog__actions">{actions}</div>
    </dialog>
  );
}
