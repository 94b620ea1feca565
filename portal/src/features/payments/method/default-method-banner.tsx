/** The default-method banner: 'Card ending with x1234' or 'Account ending with x1234', cleared by its delete icon. */
import { useSettings } from '@/settings/use-settings';
import type { SavedPaymentMethod } from '../make-payment/payment-steps';
import { lastFourOf } from './method-rules';
import { TrashIcon } from './trash-icon';

/** Props of {@link DefaultMethodBanner}. */
export interface DefaultMethodBannerProps {
  readonly method: SavedPaymentMethod;
  readonly busy: boolean;
  readonly onClear: () => void;
}

/** The loan's default method. */
export function DefaultMethodBanner({ method, busy, onClear }: DefaultMethodBannerProps) {
  const settings = useSettings();
  const last4 = lastFourOf(method);
  const text = method.IsCard
    ? settings.text('paymentMethod.defaultCardBanner', { last4 })
    : settings.text('paymentMethod.defaultAccountBanner', { last4 });
  return (
    <div className="method-summary method-summary--default">
      <span className="method-summary__label">{settings.text('paymentMethod.defaultMethodLabel')}</span>
      <span className="method-summary__value">{text}</span>
      <button
        type="button"
        className="icon-button"
        aria-label={settings.text('paymentMethod.clearDefaultLabel')}
        disabled={busy}
        onClick={onClear}
      >
        <TrashIcon />
      </button>
    </div>
  );
}
