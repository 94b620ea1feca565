import * as addressScreen from 'virtual:screen-validator/loanAddress';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { US_STATES } from '@schemas/rules/us-states';
import { accountDetailsKey, type LoanInformation } from '@/api/accounts/get-account-details';
import { useUpdateAddress } from '@/api/accounts/update-address';
import { SchemaForm } from '@/forms/schema-form';
import { useLiveValidity } from '@/forms/use-live-validity';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { HostText } from '@/ui/host-text';
import { Spinner } from '@/ui/spinner';
import { addressSaveError, ownMessage, type AddressMessage } from './address-save-message';
import { useRefocusWhenLost } from './use-refocus-when-lost';
import { CHECK_MARK_MS, useTransientMessage } from '@/ui/use-transient-message';
import './address-edit.css';

/** The address as the form holds it. */
export interface AddressValues {
  address1: string;
  city: string;
  state: string;
  zip: string;
}

type Address = NonNullable<LoanInformation['Address']>;

const toValues = (a: Address | undefined | null): AddressValues => ({
  address1: a?.Address1 ?? '',
  city: a?.City ?? '',
  state: a?.State ?? '',
  zip: a?.ZipCode ?? '',
});
const same = (a: AddressValues, b: AddressValues) =>
  a.address1 === b.address1 && a.city === b.city && a.state === b.state && a.zip === b.zip;

const STATE_OPTIONS = { usStates: US_STATES.map((s) => ({ value: s.Value, label: s.Description })) };
// Street and city go through the safe-input filter while typing (spec §4: "sanitized while typing").
const SAFE_FIELDS = {
  address1: { 'ui:options': { safeInput: true } },
  city: { 'ui:options': { safeInput: true } },
} as const;

/** Props of {@link AddressEditForm}. */
export interface AddressEditFormProps {
  accountNumber: string;
  /** The address the page loaded (the cached copy Cancel returns to). */
  address: Address | undefined;
  /** Closed loans: the fields are disabled and nothing can be saved (spec §4, §6). */
  readOnly: boolean;
  /** Told whether the form has unsaved changes (the page raises the shared flag). Keep it stable. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The loan's address (accounts spec §2 panel, §4 "Address form", §5 Address) from
 * `schemas/screens/loanAddress.json`: Save and Cancel appear only with unsaved changes, which the page turns
 * into the shared unsaved-changes flag (leave-page confirmation, unsaved logout dialog). Save shows a spinner, then a
 * check mark for 3 seconds; Cancel restores the cached address.
 */
export function AddressEditForm({ accountNumber, address, readOnly, onDirtyChange }: AddressEditFormProps) {
  const settings = useSettings();
  const queryClient = useQueryClient();
  const save = useUpdateAddress();
  const check = useTransientMessage<true>(CHECK_MARK_MS);
  const [cached, setCached] = useState(() => toValues(address));
  const [values, setValues] = useState(cached);
  const [message, setMessage] = useState<AddressMessage>();
  const live = useLiveValidity(addressScreen, values, undefined, STATE_OPTIONS);
  const dirty = !readOnly && !same(values, cached);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const saving = save.isPending;
  // Save / Cancel vanish (and the fields are disabled while saving): focus goes back to the first field.
  const { ref: focusRef, request: refocus } = useRefocusWhenLost<HTMLDivElement>();

  const reset = () => {
    setValues(cached);
    setMessage(undefined);
    live.touchAll(false);
    save.reset();
    refocus();
  };

  const submit = (data: AddressValues) => {
    setMessage(undefined);
    const body = {
      AccountNumber: accountNumber,
      Address: { Address1: data.address1, City: data.city, State: data.state, ZipCode: data.zip },
    };
    save.mutateAsync(body).then(
      (answer) => {
        refocus();
        if (!answer.HasNoErrors) return setMessage(addressSaveError(answer.Errors, settings));
        const saved = answer.Address ? toValues(answer.Address) : data;
        setCached(saved);
        setValues(saved);
        live.touchAll(false);
        check.show(true);
        queryClient.setQueryData(accountDetailsKey(accountNumber), (old: LoanInformation | undefined) =>
          old ? { ...old, Address: answer.Address ?? body.Address } : old,
        );
      },
      () => {
        refocus();
        setMessage(ownMessage(settings.text('address.saveError')));
      },
    );
  };

  const formData = useMemo(() => values, [values]);
  return (
    <div ref={focusRef} className="address-edit" onBlurCapture={live.onBlurCapture}>
      <SchemaForm
        id={`loan-address-${accountNumber}`}
        screen={addressScreen}
        controlled
        formData={formData}
        options={STATE_OPTIONS}
        uiOverrides={SAFE_FIELDS}
        extraErrors={live.touchedErrors}
        disabled={readOnly || saving}
        onChange={(next) => {
          check.hide();
          setValues({
            address1: next.address1 ?? '',
            city: next.city ?? '',
            state: next.state ?? '',
            zip: next.zip ?? '',
          });
        }}
        onSubmit={(data) =>
          submit({ address1: data.address1 ?? '', city: data.city ?? '', state: data.state ?? '', zip: data.zip ?? '' })
        }
      >
        <div className="address-edit__actions">
          {dirty && !saving ? (
            <>
              <button
                type="submit"
                className="button button--primary"
                onClick={(event) => {
                  // An invalid save is stopped here so it can say why (spec §8 'correct errors first').
                  if (live.valid) return;
                  event.preventDefault();
                  live.touchAll(true);
                  setMessage(ownMessage(settings.text('address.correctErrors')));
                }}
              >
                {settings.text('loanDetails.saveButton')}
              </button>
              <button type="button" className="button button--secondary" onClick={reset}>
                {settings.text('loanDetails.cancelButton')}
              </button>
            </>
          ) : null}
          {saving ? <Spinner label={settings.text('loanDetails.savingLabel')} showLabel={false} /> : null}
          {check.shown ? (
            <span role="status" className="address-edit__saved">
              <span aria-hidden="true">✓</span>
              <span className="visually-hidden">{settings.text('loanDetails.savedLabel')}</span>
            </span>
          ) : null}
        </div>
      </SchemaForm>
      {message ? (
        <ErrorBanner>{message.fromHost ? <HostText>{message.text}</HostText> : message.text}</ErrorBanner>
      ) : null}
    </div>
  );
}
