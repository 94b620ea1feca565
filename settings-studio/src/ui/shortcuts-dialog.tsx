import { useEffect, useRef, useState } from 'react';
import { questionMarkOn, setQuestionMarkOn, shortcutList } from './studio-shortcuts';
import { StudioModal } from './studio-modal';
import './shortcuts-dialog.css';

/** Props of the shortcut list. */
export interface ShortcutsDialogProps {
  /** Called when the dialog closes (Escape or Close); the opener takes focus back. */
  onClose(): void;
}

/**
 * The modal list of the studio's keyboard shortcuts, with the switch that turns the `?` character
 * shortcut off (WCAG 2.1.4). Focus starts on Close, Tab stays inside, Escape closes.
 */
export function ShortcutsDialog({ onClose }: ShortcutsDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const [questionMark, setQuestionMark] = useState(questionMarkOn);
  useEffect(() => closeRef.current?.focus(), []);

  return (
    <StudioModal
      className="shortcuts-dialog"
      title={<>Keyboard shortcuts</>}
      onClose={onClose}
      focusables={'input, button'}
    >
      <p>Shortcuts do nothing while you type in a field.</p>
      <dl className="shortcuts-dialog__list">
        {shortcutList.map((s) => (
          <div key={s.action}>
            <dt>
              <kbd>{s.keys}</kbd>
            </dt>
            <dd>{s.does}</dd>
          </div>
        ))}
      </dl>
      <p>
        In pick mode, Tab from the pick button into the preview: the arrow keys move the outline through the texts and
        images that show a setting, and Enter picks the outlined one.
      </p>
      <label className="shortcuts-dialog__switch">
        <input
          type="checkbox"
          checked={questionMark}
          onChange={(e) => {
            setQuestionMark(e.target.checked);
            setQuestionMarkOn(e.target.checked);
          }}
        />
        Open this list with ?
      </label>
      <button type="button" ref={closeRef} onClick={onClose}>
        Close
      </button>
    </StudioModal>
  );
}
