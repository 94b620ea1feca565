import { useId, useRef, type ReactNode, type Ref } from 'react';
import { useDialogKeys } from './use-dialog-keys';
import { useInertOutside } from './use-inert-outside';
import './studio-modal.css';

/** Props of {@link StudioModal}. */
export interface StudioModalProps {
  /** The dialog's own class beside `studio-modal` (its width and layout). */
  className: string;
  /** The heading that names the dialog. */
  title: ReactNode;
  /** The heading's ref, for a dialog that puts focus on its heading first (then it is focusable by script). */
  titleRef?: Ref<HTMLHeadingElement>;
  /** Escape closes through this; null for a dialog that must be answered. */
  onClose: (() => void) | null;
  /** The elements Tab cycles through, as a selector. */
  focusables: string;
  children: ReactNode;
}

/**
 * The studio's modal dialog: the backdrop, the page behind made inert, the dialog named by its heading, Escape and
 * the Tab cycle (use-dialog-keys). Each dialog puts the first focus where its task starts.
 */
export function StudioModal({ className, title, titleRef, onClose, focusables, children }: StudioModalProps) {
  const titleId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  useInertOutside(backdropRef);
  useDialogKeys(dialogRef, onClose, focusables);
  return (
    <div className="studio-modal-backdrop" ref={backdropRef}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`studio-modal ${className}`}
      >
        <h2 id={titleId} {...(titleRef ? { ref: titleRef, tabIndex: -1 } : {})}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
