/** 'Single-Use Payment Method' with the method as type and last four digits, and a delete icon. */
import { useSettings } from '@/settings/use-settings';
import type { ChosenMethod } from '../make-payment/payment-steps';
import { singleUseLabel } from './method-labels';
import { TrashIcon } from './trash-icon';

/** Props of {@link SingleUseSummary}. */
export interface SingleUseSummaryProps {
  readonly method: Extract<ChosenMethod, { source: 'singleUse' }>;
  readonly onRemove: () => void;
}

/** The summary of a method used once (its details stay in the screen's state until the submit request). */
export function SingleUseSummary({ method, onRemove }: SingleUseSummaryProps) {
  const settings = useSettings();
  return (
    <div className="method-summary">
      <span className="method-summary__label">{settings.text('paymentMethod.singleUseSummary')}</span>
      <span className="method-summary__value">{singleUseLabel(method, settings)}</span>
      <button
        type="button"
        className="icon-button"
        aria-label={settings.text('paymentMethod.removeSingleUseLabel')}
        onClick={onRemove}
      >
        <TrashIcon />
      </button>
    </div>
  );
}
