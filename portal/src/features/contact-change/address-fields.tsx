/** The old or new address group of the contact-change form (spec §3 "Address change", §5). */
import { contactAddressInput, type ContactAddressForm } from '@schemas/rules/contact-change';
import { US_STATES } from '@schemas/rules/us-states';
import { useId } from 'react';
import { useSettings } from '@/settings/use-settings';
import { ContactField } from './contact-field';

/** Props of {@link AddressFields}. */
export interface AddressFieldsProps {
  legend: string;
  value: ContactAddressForm;
  disabled: boolean;
  /** Message per field (already texts), for the fields to show. */
  errors: Partial<Record<keyof ContactAddressForm, string>>;
  onChange(next: ContactAddressForm): void;
  onTouch(field: keyof ContactAddressForm): void;
}

/** A fieldset: line 1, line 2 (optional), city, state, zip (digits, cut to 5); text through the safe-input filter. */
export function AddressFields({ legend, value, disabled, errors, onChange, onTouch }: AddressFieldsProps) {
  const settings = useSettings();
  const stateId = useId();
  const set = (field: keyof ContactAddressForm, v: string) =>
    onChange({ ...value, [field]: contactAddressInput(field, v) });
  const field = (
    name: keyof ContactAddressForm,
    label: string,
    extra: { autoComplete: string; inputMode?: 'numeric' },
  ) => (
    <ContactField
      label={label}
      value={value[name]}
      error={errors[name]}
      disabled={disabled}
      onValue={(v) => set(name, v)}
      onBlur={() => onTouch(name)}
      {...extra}
    />
  );
  return (
    <fieldset className="contact-change__group">
      <legend>{legend}</legend>
      {field('addressLine1', settings.text('requestChange.addressLine1Label'), { autoComplete: 'address-line1' })}
      {field('addressLine2', settings.text('requestChange.addressLine2Label'), { autoComplete: 'address-line2' })}
      {field('city', settings.text('requestChange.cityLabel'), { autoComplete: 'address-level2' })}
      <div className={`form-field${errors.state ? ' form-field--invalid' : ''}`}>
        <label className="form-field__label" htmlFor={stateId}>
          {settings.text('requestChange.stateLabel')}
        </label>
        <select
          id={stateId}
          className="form-field__input"
          value={value.state}
          disabled={disabled}
          aria-invalid={errors.state ? true : undefined}
          aria-describedby={errors.state ? `${stateId}-error` : undefined}
          onChange={(e) => set('state', e.target.value)}
          onBlur={() => onTouch('state')}
        >
          <option value="">{settings.text('address.statePlaceholder')}</option>
          {US_STATES.map((s) => (
            <option key={s.Value} value={s.Value}>
              {s.Description}
            </option>
          ))}
        </select>
        {errors.state ? (
          <p id={`${stateId}-error`} className="form-field__error">
            {errors.state}
          </p>
        ) : null}
      </div>
      {field('zip', settings.text('requestChange.zipLabel'), { autoComplete: 'postal-code', inputMode: 'numeric' })}
    </fieldset>
  );
}
