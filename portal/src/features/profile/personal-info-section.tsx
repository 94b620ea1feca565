/**
 * Profile section "Personal information" (accounts spec §2, §4, §5): physical address, one phone
 * (000-000-0000) and its text opt-in. Turning the opt-in on opens the agreement first (Disagree sets
 * it back to off with no error; a failure sets it off with the agreement error). With the
 * text-subscription setting, a button opens the per-brand dialog instead of the toggle.
 */
import * as screen from 'virtual:screen-validator/profilePersonalInfo';
import { personalInfoBody, personalInfoForm, type PersonalInfoForm } from '@schemas/rules/profile-changes';
import { US_STATES } from '@schemas/rules/us-states';
import { useEffect, useMemo, useState } from 'react';
import type { PersonalInfo } from '@/api/profile/profile-types';
import { updatePersonalInfo } from '@/api/profile/update-personal-info';
import { SchemaForm } from '@/forms/schema-form';
import { useLiveValidity } from '@/forms/use-live-validity';
import { useSettings } from '@/settings/use-settings';
import { personalInfoErrorKey } from './profile-errors';
import { ProfileSection } from './profile-section';
import { SectionControls } from './section-controls';
import { TextAgreementDialog, type TextAgreementOutcome } from './text-agreement-dialog';
import { TextSubscriptionModal } from './text-messages/text-subscription-modal';
import { useSectionState } from './use-section-state';

/** Props of {@link PersonalInfoSection}. */
export interface PersonalInfoSectionProps {
  server: PersonalInfo | undefined;
  onDirtyChange(dirty: boolean): void;
  /** The saved copy changed (the notification section follows the phone's text agreement). */
  onSaved(info: PersonalInfoForm): void;
}

/** rjsf hands a cleared field over as undefined; the section keeps strings. */
const withStrings = (form: PersonalInfoForm, values: Partial<PersonalInfoForm>): PersonalInfoForm => ({
  address1: values.address1 ?? '',
  city: values.city ?? '',
  state: values.state ?? '',
  zip: values.zip ?? '',
  phoneNumber1: values.phoneNumber1 ?? '',
  phone1OptInTexting: form.phone1OptInTexting,
});

// Street and city go through the safe-input filter while typing (spec §5: one rule set for both addresses).
const SAFE_FIELDS = {
  address1: { 'ui:options': { safeInput: true } },
  city: { 'ui:options': { safeInput: true } },
} as const;

const same = (a: PersonalInfoForm, b: PersonalInfoForm) => {
  const body = personalInfoBody(b, a);
  return body.Address === null && body.PhoneNumbers.length === 0;
};

/** The section. */
export function PersonalInfoSection({ server, onDirtyChange, onSaved }: PersonalInfoSectionProps) {
  const settings = useSettings();
  const state = useSectionState(personalInfoForm(server?.Address, server?.PhoneNumbers), same);
  const { form, cached, dirty } = state;
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [subscriptionsOpen, setSubscriptionsOpen] = useState(false);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const options = useMemo(() => ({ usStates: US_STATES.map((s) => ({ value: s.Value, label: s.Description })) }), []);
  const texting = settings.flag('profile.allowTextMessagesOption');
  const subscriptions = texting && settings.flag('profile.useTextSubscriptionOption');
  // Messages show once a field is left (spec §5 "Errors show once touched or submitted"); Save is marked disabled while
  // invalid.
  const live = useLiveValidity(screen, form, undefined, options);

  const onAgreement = (outcome: TextAgreementOutcome) => {
    setAgreementOpen(false);
    state.setForm({ ...form, phone1OptInTexting: outcome === 'agreed' });
    state.setErrors(outcome === 'failed' ? [settings.text('profile.agreementError')] : []);
  };

  const cancel = () => {
    state.cancel();
    live.touchAll(false);
  };

  const submit = (values: Partial<PersonalInfoForm>) =>
    void state.save(async () => {
      const next = withStrings(form, values);
      try {
        const answer = await updatePersonalInfo(personalInfoBody(cached, next));
        if (!answer.HasNoErrors)
          return { ok: false, errors: [settings.text(personalInfoErrorKey(answer.Errors[0]?.ErrorMessage))] };
        const saved = answer.PersonalInfo
          ? personalInfoForm(answer.PersonalInfo.Address, answer.PersonalInfo.PhoneNumbers)
          : next;
        onSaved(saved);
        return { ok: true, next: saved };
      } catch {
        return { ok: false, errors: [settings.text('profile.saveError')] };
      }
    });

  return (
    <ProfileSection id="profile-personal-info" heading={settings.text('profile.personalInformationHeading')}>
      <div onBlurCapture={live.onBlurCapture}>
        <SchemaForm
          id="profile-personal-info-form"
          screen={screen}
          controlled
          hideSubmit
          options={options}
          uiOverrides={SAFE_FIELDS}
          formData={form}
          extraErrors={live.touchedErrors}
          disabled={state.saving}
          onChange={(values) => state.setForm(withStrings(form, values))}
          onSubmit={submit}
          onInvalid={() => {
            live.touchAll(true);
            state.setErrors([settings.text('profile.correctErrors')]);
          }}
        />
      </div>
      {texting && !subscriptions ? (
        <label className="profile-toggle">
          <input
            type="checkbox"
            role="switch"
            checked={form.phone1OptInTexting}
            disabled={state.saving}
            onChange={(e) =>
              e.target.checked ? setAgreementOpen(true) : state.setForm({ ...form, phone1OptInTexting: false })
            }
          />
          {settings.text('profile.textOptInLabel')}
        </label>
      ) : null}
      {subscriptions ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={cached.phoneNumber1 === '' || dirty}
          onClick={() => setSubscriptionsOpen(true)}
        >
          {settings.text('profile.textSubscriptionsButton')}
        </button>
      ) : null}
      <SectionControls formId="profile-personal-info-form" {...state} saveDisabled={!live.valid} onCancel={cancel} />
      {agreementOpen ? <TextAgreementDialog onDone={onAgreement} /> : null}
      {subscriptionsOpen ? (
        <TextSubscriptionModal
          phoneNumber={cached.phoneNumber1}
          agreed={cached.phone1OptInTexting}
          onClose={(savedOptIn) => {
            setSubscriptionsOpen(false);
            if (savedOptIn !== undefined) {
              const next = { ...cached, phone1OptInTexting: savedOptIn };
              state.replace(next);
              onSaved(next);
            }
          }}
        />
      ) : null}
    </ProfileSection>
  );
}
