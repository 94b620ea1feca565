/**
 * The manual contact-info change form, 'User Info Changes Form' (route `requestChange`; accounts spec
 * §2, §4, §5, §8): accounts by checkbox, Change Address and Change Phone toggles, old and new values,
 * Submit with a spinner, then 'Request sent' or 'Something went wrong.' for 4 seconds.
 */
import {
  contactPhoneInput,
  contactPrefill,
  type ContactAddressForm,
  type ContactMessage,
} from '@schemas/rules/contact-change';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useContactAccountsQuery } from '@/api/profile/get-contact-accounts';
import { useProfileQuery } from '@/api/profile/get-profile';
import { useSessionStore } from '@/session/session-store';
import { useSettings } from '@/settings/use-settings';
import { BusyButton } from '@/ui/busy-button';
import { ErrorBanner } from '@/ui/error-banner';
import { LiveMessage } from '@/ui/live-message';
import { PageHeading } from '@/ui/page-heading';
import { Spinner } from '@/ui/spinner';
import { AddressFields } from './address-fields';
import { ContactField } from './contact-field';
import { useContactChangeForm } from './use-contact-change-form';
import '@/forms/forms.css';
import './contact-change-page.css';

const messageKeys: Readonly<Record<ContactMessage, SettingKey>> = {
  required: 'requestChange.required',
  address1TooLong: 'address.address1TooLong',
  cityTooLong: 'address.cityTooLong',
  zipDigits: 'requestChange.zipDigits',
  zipTooLong: 'requestChange.zipTooLong',
  phoneInvalid: 'requestChange.phoneInvalid',
  oldPhoneRequired: 'requestChange.oldPhoneRequired',
  newPhoneRequired: 'requestChange.newPhoneRequired',
  phonePairRequired: 'requestChange.phonePairRequired',
};

/** The page. */
export function ContactChangePage() {
  const settings = useSettings();
  const user = useSessionStore((s) => s.user);
  const accounts = useContactAccountsQuery();
  const personal = useProfileQuery().data?.PersonalInfo;
  const prefill = useMemo(
    () => (personal ? contactPrefill(personal.Address, personal.PhoneNumbers) : undefined),
    [personal],
  );
  const c = useContactChangeForm(
    { userName: user?.username ?? '', firstName: user?.personalName.split(' ')[0] },
    prefill,
  );
  const { form } = c;
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  // A refused Submit: once every message shows, focus goes to the first field to fix (decision 325).
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  // After a send, focus goes to the message that says how it went (it stays in place when the text goes).
  useEffect(() => {
    if (c.outcome) outcomeRef.current?.focus();
  }, [c.outcome]);
  const blocked = c.untouched || !c.valid;
  const text = (m: ContactMessage | undefined) => (m ? settings.text(messageKeys[m]) : undefined);
  const addressErrors = (prefix: 'oldAddress' | 'newAddress') => {
    const out: Partial<Record<keyof ContactAddressForm, string>> = {};
    for (const f of ['addressLine1', 'addressLine2', 'city', 'state', 'zip'] as const)
      out[f] = text(c.show(`${prefix}.${f}`));
    return out;
  };
  const toggleAccount = (number: string, on: boolean) =>
    c.update(
      { ...form, accounts: on ? [...form.accounts, number] : form.accounts.filter((a) => a !== number) },
      'accounts',
    );

  return (
    <div className="page contact-change">
      <PageHeading>{settings.text('requestChange.heading')}</PageHeading>
      <form
        ref={formRef}
        className="card contact-change__form"
        noValidate
        aria-busy={c.sending}
        onSubmit={(e) => {
          e.preventDefault();
          void c.submit();
        }}
      >
        <fieldset
          className="contact-change__group"
          aria-describedby={c.show('accounts') ? 'contact-accounts-error' : undefined}
        >
          <legend>{settings.text('requestChange.accountsLabel')}</legend>
          {accounts.isPending ? (
            <Spinner label={settings.text('requestChange.accountsLabel')} showLabel={false} />
          ) : null}
          {accounts.isError ? <ErrorBanner>{settings.text('requestChange.loadError')}</ErrorBanner> : null}
          {accounts.data?.map((a) => (
            <label key={a.number} className="check-row contact-change__check">
              <input
                type="checkbox"
                checked={form.accounts.includes(a.number)}
                disabled={c.sending}
                aria-invalid={c.show('accounts') ? true : undefined}
                onChange={(e) => toggleAccount(a.number, e.target.checked)}
              />
              {a.description ? `${a.number} ${a.description}` : a.number}
            </label>
          ))}
          {c.show('accounts') ? (
            <p id="contact-accounts-error" className="form-field__error">
              {settings.text('requestChange.accountsRequired')}
            </p>
          ) : null}
        </fieldset>

        <div className="contact-change__toggles">
          {(['changeAddress', 'changePhone'] as const).map((which) => (
            <label key={which} className="check-row contact-change__check">
              <input
                type="checkbox"
                role="switch"
                checked={form[which]}
                disabled={c.sending}
                aria-invalid={c.show('form') ? true : undefined}
                aria-describedby={c.show('form') ? 'contact-choose-error' : undefined}
                onChange={(e) => c.update({ ...form, [which]: e.target.checked }, 'form')}
              />
              {settings.text(
                which === 'changeAddress' ? 'requestChange.changeAddressLabel' : 'requestChange.changePhoneLabel',
              )}
            </label>
          ))}
        </div>
        {c.show('form') ? (
          <p id="contact-choose-error" className="form-field__error">
            {settings.text('requestChange.chooseChange')}
          </p>
        ) : null}

        {form.changeAddress ? (
          <div className="contact-change__addresses">
            {(['oldAddress', 'newAddress'] as const).map((which) => (
              <AddressFields
                key={which}
                legend={settings.text(
                  which === 'oldAddress' ? 'requestChange.oldAddressHeading' : 'requestChange.newAddressHeading',
                )}
                value={form[which]}
                disabled={c.sending}
                errors={addressErrors(which)}
                onChange={(next) => c.update({ ...form, [which]: next }, which)}
                onTouch={(f) => c.touch(`${which}.${f}`)}
              />
            ))}
          </div>
        ) : null}

        {form.changePhone ? (
          <fieldset className="contact-change__group contact-change__phones">
            <legend className="visually-hidden">{settings.text('requestChange.changePhoneLabel')}</legend>
            {(['oldPhone', 'newPhone'] as const).map((which) => (
              <ContactField
                key={which}
                label={settings.text(
                  which === 'oldPhone' ? 'requestChange.oldPhoneLabel' : 'requestChange.newPhoneLabel',
                )}
                value={form[which]}
                error={text(c.show(which))}
                disabled={c.sending}
                type="tel"
                inputMode="tel"
                autoComplete={which === 'newPhone' ? 'tel-national' : 'off'}
                maxLength={14}
                onValue={(v) => c.update({ ...form, [which]: contactPhoneInput(v) }, which)}
                onBlur={() => c.touch(which)}
              />
            ))}
            {c.show('phone') ? <p className="form-field__error">{text('phonePairRequired')}</p> : null}
          </fieldset>
        ) : null}

        <div className="contact-change__actions">
          {/* Never disabled: a keyboard user must be able to find it and learn what is missing (decision 325). */}
          <BusyButton
            type="submit"
            className="button"
            busy={c.sending}
            blocked={blocked}
            onBlocked={() => {
              c.refuse();
              setRefusals((n) => n + 1);
            }}
          >
            {settings.text('requestChange.submitButton')}
          </BusyButton>
          {c.sending ? <Spinner label={settings.text('requestChange.sendingLabel')} showLabel={false} /> : null}
        </div>
        {/* The live regions are always there, so the texts put in them are announced. */}
        <LiveMessage
          alert
          className="form-field__error"
          text={c.submitted && !c.valid ? settings.text('requestChange.correctErrors') : null}
        />
        <div ref={outcomeRef} tabIndex={-1} className="contact-change__outcome" aria-live="polite">
          {c.outcome === 'sent' ? (
            <p className="banner contact-change__sent">{settings.text('requestChange.success')}</p>
          ) : null}
          {c.outcome === 'failed' ? <ErrorBanner inRegion>{settings.text('requestChange.error')}</ErrorBanner> : null}
        </div>
      </form>
    </div>
  );
}
