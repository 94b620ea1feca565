import * as newCardScreen from 'virtual:screen-validator/newCard';
import type { NewCardPayload } from '@/api/payments/add-card-payment-method';
import { SchemaForm } from '@/forms/schema-form';
import { useSettings } from '@/settings/use-settings';
import { cardBrandOf, cardNumberMask } from '@schemas/rules/card-rules';
import { US_STATES } from '@schemas/rules/us-states';
import type { NewCardData } from '@schemas/screens/generated/screen-data';
import { allowedCardBrands } from '@schemas/settings/card-brands';
import { useCallback, useMemo, useState } from 'react';
import { cardFormProblems, cardPayload } from './card-form-rules';
import { problemMessages } from './problem-messages';

/** The billing address texts take the safe-input filter (spec §5 "Other"): ' " < > are dropped as typed. */
const SAFE_ADDRESS = { 'ui:options': { safeInput: true } } as const;

/** The state list as the screen's runtime source `usStates` (two-letter code, name shown). */
const stateOptions = { usStates: US_STATES.map((s) => ({ value: s.Value, label: s.Description })) };

/** Props of {@link NewCardForm}. */
export interface NewCardFormProps {
  /** id of the `<form>`: the dialog's Continue button submits it. */
  formId: string;
  loanAccountNumber: string;
  disabled: boolean;
  /** The checked card as the add call (or the single-use submit) takes it. */
  onPayload: (card: NewCardPayload) => void;
}

/**
 * The new card form (screen file newCard.json; payments spec §5 "Card form"). The card number's mask turns
 * 4-6-5 once the prefix says amex; brand, Luhn, expiry and security code by brand are checked with
 * schemas/src/rules. The typed values live only in this component's state (never a store or storage).
 */
export function NewCardForm({ formId, loanAccountNumber, disabled, onPayload }: NewCardFormProps) {
  const settings = useSettings();
  const [data, setData] = useState<Partial<NewCardData>>({ debitCredit: 'DebitCard' });
  const fullAddress = settings.flag('cardPaymentOptions.requireFullAddressForCardOption');
  const debitOnly = settings.flag('cardPaymentOptions.debitCardPaymentsOnlyOption');
  const allowedBrands = useMemo(() => allowedCardBrands((key) => settings.flag(key)), [settings]);
  const brand = cardBrandOf(data.cardNumber ?? '');
  const pattern = cardNumberMask(brand);
  const uiOverrides = useMemo(
    () => ({
      cardNumber: { 'ui:options': { mask: { pattern, emit: 'digits' } } },
      address1: SAFE_ADDRESS,
      address2: SAFE_ADDRESS,
      city: SAFE_ADDRESS,
    }),
    [pattern],
  );

  const validate = useCallback(
    (values: Partial<NewCardData>) =>
      problemMessages(cardFormProblems(values, { allowedBrands, fullAddress, today: new Date() }), settings),
    [allowedBrands, fullAddress, settings],
  );

  return (
    <SchemaForm
      id={formId}
      screen={newCardScreen}
      controlled
      formData={data}
      onChange={setData}
      validate={validate}
      uiOverrides={uiOverrides}
      options={stateOptions}
      disabled={disabled}
      hideSubmit
      onSubmit={(values) => onPayload(cardPayload(values, { loanAccountNumber, fullAddress, debitOnly }))}
    />
  );
}
