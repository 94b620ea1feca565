import type { SubmitButtonProps } from '@rjsf/utils';
import { getSubmitButtonOptions } from '@rjsf/utils';

/** The submit button with the screen's label; disabled while the form is. */
export function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const { submitText, norender, props = {} } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return (
    <button type="submit" className="button button--primary" disabled={!!props.disabled}>
      {submitText}
    </button>
  );
}
