/**
 * Save and Cancel of a profile section (shown only with unsaved changes), the spinner while saving and
 * the check mark for 3 seconds after a save, plus the section's errors (spec §4 "Profile sections").
 */
import { useSettings } from '@/settings/use-settings';
import { Spinner } from '@/ui/spinner';

/** Props of {@link SectionControls}. */
export interface SectionControlsProps {
  /** id of the section's `<form>`, so Save submits it (its rules run first). */
  formId?: string;
  dirty: boolean;
  saving: boolean;
  saved: boolean;
  errors: readonly string[];
  onCancel(): void;
  /** Without a form: what Save does. */
  onSave?(): void;
  /** Save stays disabled (e.g. the form is invalid). */
  saveDisabled?: boolean;
}

/** The controls row. */
export function SectionControls({ formId, dirty, saving, saved, errors, onCancel, onSave, saveDisabled }: SectionControlsProps) {
  const settings = useSettings();
  return (
    <div className="profile-section__footer">
      {errors.map((e) => (
        <p key={e} className="banner banner--error" role="alert">
          {e}
        </p>
      ))}
      <div className="profile-section__controls">
        {dirty ? (
          <>
            <button type="button" className="button button--secondary" disabled={saving} onClick={onCancel}>
              {settings.text('profile.cancelButton')}
            </button>
            <button
              type={formId ? 'submit' : 'button'}
              form={formId}
              className="button"
              disabled={saving || saveDisabled === true}
              onClick={formId ? undefined : onSave}
            >
              {settings.text('profile.saveButton')}
            </button>
          </>
        ) : null}
        {saving ? <Spinner label={settings.text('profile.savingLabel')} showLabel={false} /> : null}
        {saved ? (
          <p className="profile-section__saved" role="status">
            <span aria-hidden="true">✓</span> {settings.text('profile.savedLabel')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
