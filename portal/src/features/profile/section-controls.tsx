/**
 * Save and Cancel of a profile section (shown only with unsaved changes), the spinner while saving and
 * the check mark for 3 seconds after a save, plus the section's errors (spec §4 "Profile sections").
 */
import { useEffect, useRef } from 'react';
import { useSettings } from '@/settings/use-settings';
import { BusyButton } from '@/ui/busy-button';
import { ErrorBanner } from '@/ui/error-banner';
import { HostText } from '@/ui/host-text';
import { Spinner } from '@/ui/spinner';
import type { SectionMessage } from './use-section-state';

/** Props of {@link SectionControls}. */
export interface SectionControlsProps {
  /** id of the section's `<form>`, so Save submits it (its rules run first). */
  formId?: string;
  dirty: boolean;
  saving: boolean;
  saved: boolean;
  errors: readonly SectionMessage[];
  onCancel(): void;
  /** Without a form: what Save does. */
  onSave?(): void;
  /**
   * The form cannot be saved (invalid): Save is marked disabled but stays focusable, and a press runs the
   * form's checks instead, which show every message, focus the first field and say why (decision 325).
   */
  saveDisabled?: boolean;
}

/** The controls row. */
export function SectionControls({
  formId,
  dirty,
  saving,
  saved,
  errors,
  onCancel,
  onSave,
  saveDisabled,
}: SectionControlsProps) {
  const settings = useSettings();
  const footer = useRef<HTMLDivElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const wasSaving = useRef(false);
  // When a save ends, the Save button it was clicked from is gone (success) or was disabled meanwhile
  // (browsers then drop focus to the body): put focus back in the section, unless the user moved it.
  useEffect(() => {
    const ended = wasSaving.current && !saving;
    wasSaving.current = saving;
    if (!ended) return;
    const active = document.activeElement;
    if (active && active !== document.body && !footer.current?.contains(active)) return;
    const target = saved
      ? footer.current?.closest('section')?.querySelector<HTMLElement>('h2[tabindex]')
      : saveButton.current;
    target?.focus();
  }, [saving, saved]);
  // Cancel (and Save) go with the changes they undo: focus moves to the section's heading, not <body>.
  const cancel = () => {
    const heading = footer.current?.closest('section')?.querySelector<HTMLElement>('h2[tabindex]');
    onCancel();
    heading?.focus();
  };
  return (
    <div className="profile-section__footer" ref={footer}>
      {errors.map((e) =>
        typeof e === 'string' ? (
          <ErrorBanner key={e}>{e}</ErrorBanner>
        ) : (
          <ErrorBanner key={e.fromHost}>
            <HostText>{e.fromHost}</HostText>
          </ErrorBanner>
        ),
      )}
      <div className="profile-section__controls">
        {dirty ? (
          <>
            <button type="button" className="button button--secondary" disabled={saving} onClick={cancel}>
              {settings.text('profile.cancelButton')}
            </button>
            <BusyButton
              ref={saveButton}
              type={formId ? 'submit' : 'button'}
              form={formId}
              className="button"
              busy={saving}
              blocked={saveDisabled === true}
              onBlocked={() =>
                formId ? document.querySelector<HTMLFormElement>(`form#${formId}`)?.requestSubmit() : undefined
              }
              onClick={formId ? undefined : onSave}
            >
              {settings.text('profile.saveButton')}
            </BusyButton>
          </>
        ) : null}
        {saving ? <Spinner label={settings.text('profile.savingLabel')} showLabel={false} /> : null}
        {/* The live region is always there, so screen readers announce the check mark when it fills. */}
        <p className="profile-section__saved" role="status">
          {saved ? (
            <>
              <span aria-hidden="true">✓</span> {settings.text('profile.savedLabel')}
            </>
          ) : null}
        </p>
      </div>
    </div>
  );
}
