/** The Card / E-Check toggle and the wallet choices, as toggle buttons (aria-pressed). */
import { useSettings } from '@/settings/use-settings';
import type { MethodType } from './method-rules';

const LABEL_KEYS = {
  card: 'paymentMethod.cardLabel',
  ach: 'paymentMethod.achLabel',
  GooglePay: 'paymentMethod.googlePayLabel',
  ApplePay: 'paymentMethod.applePayLabel',
  Venmo: 'paymentMethod.venmoLabel',
  PayPal: 'paymentMethod.paypalLabel',
} as const;

/** Props of {@link TypeToggle}. */
export interface TypeToggleProps {
  readonly types: readonly MethodType[];
  readonly chosen: MethodType | undefined;
  readonly onChoose: (type: MethodType) => void;
  /** Id of the section heading that names the group. */
  readonly labelledBy: string;
}

/**
 * Buttons rather than radios: a radio group changes its choice on every arrow key, and each change here
 * reveals or resets later steps and may open a dialog; a button acts only when pressed.
 */
export function TypeToggle({ types, chosen, onChoose, labelledBy }: TypeToggleProps) {
  const settings = useSettings();
  return (
    <div className="payment-type-toggle" role="group" aria-labelledby={labelledBy}>
      {types.map((type) => (
        <button
          key={type}
          type="button"
          className="payment-type-toggle__choice"
          aria-pressed={chosen === type}
          onClick={() => onChoose(type)}
        >
          {settings.text(LABEL_KEYS[type])}
        </button>
      ))}
    </div>
  );
}
