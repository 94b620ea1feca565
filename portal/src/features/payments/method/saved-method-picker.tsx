/** The saved-method dropdown with 'Set As Default Method' and the delete icon of the chosen method. */
import { useId, useState } from 'react';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import type { SavedPaymentMethod } from '../make-payment/payment-steps';
import { DeleteMethodDialog } from './delete-method-dialog';
import { savedMethodLabel } from './method-labels';
import { profileIdOf } from './method-rules';
import { TrashIcon } from './trash-icon';
import type { useMethodActions } from './use-method-actions';

/** Props of {@link SavedMethodPicker}. */
export interface SavedMethodPickerProps {
  /** Saved methods of the chosen type. */
  readonly methods: readonly SavedPaymentMethod[];
  readonly chosenId: string | undefined;
  /** Profile id of the loan's default method, if any. */
  readonly defaultId: string | undefined;
  /** allowDefaultPaymentOption. */
  readonly defaults: boolean;
  readonly actions: ReturnType<typeof useMethodActions>;
  readonly onChoose: (method: SavedPaymentMethod | undefined) => void;
  /** After a confirmed delete that succeeded (the chosen method, and its delete icon, are gone). */
  readonly onDeleted?: () => void;
}

/** The dropdown; choosing a method is a valid choice at once. */
export function SavedMethodPicker({
  methods,
  chosenId,
  defaultId,
  defaults,
  actions,
  onChoose,
  onDeleted,
}: SavedMethodPickerProps) {
  const settings = useSettings();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const chosen = methods.find((m) => profileIdOf(m) === chosenId);

  const remove = () => {
    if (!chosen) return;
    void actions.remove(chosen).then((deleted) => {
      setConfirming(false);
      // "after confirmation the method is removed from the list and deselected if chosen"
      if (deleted) {
        onChoose(undefined);
        onDeleted?.();
      }
    });
  };

  return (
    <div className="saved-methods">
      <div className="saved-methods__row">
        <div className="form-field saved-methods__field">
          <label className="form-field__label" htmlFor={id}>
            {settings.text('paymentMethod.savedMethodLabel')}
          </label>
          <select
            id={id}
            value={chosen ? chosenId : ''}
            onChange={(e) => onChoose(methods.find((m) => profileIdOf(m) === e.target.value))}
          >
            <option value="">{settings.text('paymentMethod.savedMethodPlaceholder')}</option>
            {methods.map((m) => (
              <option key={profileIdOf(m)} value={profileIdOf(m)}>
                {savedMethodLabel(m, settings)}
              </option>
            ))}
          </select>
        </div>
        {chosen ? (
          <button
            type="button"
            className="icon-button"
            aria-label={settings.text('paymentMethod.deleteMethodLabel')}
            onClick={() => setConfirming(true)}
          >
            <TrashIcon />
          </button>
        ) : null}
      </div>
      {chosen && defaults && chosenId !== defaultId ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={actions.busy}
          onClick={() => actions.makeDefault(chosen)}
        >
          {settings.text('paymentMethod.setDefaultButton')}
        </button>
      ) : null}
      {actions.setDefaultFailed ? <ErrorBanner>{settings.text('paymentMethod.defaultMethodError')}</ErrorBanner> : null}
      {confirming ? (
        <DeleteMethodDialog busy={actions.busy} onCancel={() => setConfirming(false)} onDelete={remove} />
      ) : null}
    </div>
  );
}
