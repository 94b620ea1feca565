/**
 * Profile section "User information" (accounts spec §2, §4, §5): login name, e-mail, password change
 * with the shared password binding (legacy or rule list; an empty new password is not checked),
 * security question and answer, and the biometric toggle in the mobile app.
 */
import * as screen from 'virtual:screen-validator/profileUserInfo';
import { logonRuleErrors } from '@schemas/rules/logon-rules';
import { oldPasswordMinimum, oldPasswordTooShort, questionChoices } from '@schemas/rules/profile-user-info';
import { isSafeText } from '@schemas/rules/safe-input';
import type { ProfileUserInfoData } from '@schemas/screens/generated/screen-data';
import { useCallback, useEffect, useMemo } from 'react';
import { useLogonValidationRulesQuery } from '@/api/credentials/get-logon-validation-rules';
import { updateUserInfo } from '@/api/profile/update-user-info';
import type { UserInfo } from '@/api/profile/profile-types';
import { useNewPasswordBinding } from '@/forms/password/use-new-password-binding';
import { SchemaForm } from '@/forms/schema-form';
import { useLiveValidity } from '@/forms/use-live-validity';
import { mergeErrorSchemas } from '@/forms/use-server-checks';
import { setOptIn } from '@/mobile/biometrics';
import { getMobileBridge } from '@/mobile/mobile-bridge';
import { useSettings } from '@/settings/use-settings';
import { userInfoErrorKey } from './profile-errors';
import { ProfileSection } from './profile-section';
import { SectionControls } from './section-controls';
import { useSectionState } from './use-section-state';
import { sameUserInfo, saveUserInfo, userInfoValues } from './user-info-save';

/** Props of {@link UserInfoSection}. */
export interface UserInfoSectionProps {
  server: UserInfo | undefined;
  /** The device's biometric opt-in; undefined when biometrics are not offered (not the app, option off). */
  biometrics: boolean | undefined;
  onDirtyChange(dirty: boolean): void;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The section. */
export function UserInfoSection({ server, biometrics, onDirtyChange }: UserInfoSectionProps) {
  const settings = useSettings();
  const state = useSectionState(userInfoValues(server, biometrics), sameUserInfo);
  const { form, cached, dirty } = state;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const confirm = settings.flag('access.useConfirmPassword');
  const password = useNewPasswordBinding({
    formData: form.info,
    passwordField: 'newPassword',
    confirmField: confirm ? 'confirmNewPassword' : undefined,
    usernameField: 'logonName',
    emailField: 'emailAddress',
    asyncCheck: { kind: 'loggedIn' },
    messages: {
      required: 'profile.newPasswordRequired',
      passwordsDontMatch: 'profile.newPasswordsDoNotMatch',
      confirmRequired: 'profile.newPasswordRequired',
    },
  });
  const passwordValidate = password.formProps.validate;
  const cachedQuestion = str(cached.info.secretQuestion);
  const cachedLogon = str(cached.info.logonName);
  const logonRules = useLogonValidationRulesQuery().data?.LogonValidationRules;
  // The current password's minimum has its own fallback (6), not the parsed default (8) of the new one.
  const oldMinimum = oldPasswordMinimum(
    settings.institutionGiven('PasswordMinimumLength') ? settings.institution.PasswordMinimumLength : undefined,
  );
  // A current question that is no preset stays selectable instead of showing an empty select.
  const questionOverrides = useMemo(() => {
    if (settings.flag('access.useCustomSecurityQuestion')) return undefined;
    // The same presets the screen file binds (options.setting with filter safeText).
    const choices = questionChoices(settings.list('secretQuestion.questions').filter(isSafeText), cachedQuestion);
    return { secretQuestion: { 'ui:options': { choices: choices.map((q) => ({ value: q, label: q })) } } };
  }, [settings, cachedQuestion]);
  const validate = useCallback(
    (data: Partial<ProfileUserInfoData>) => {
      const out: Record<string, string[]> = {};
      // An empty new password is not checked (spec §5); a typed one needs the current password.
      if (str(data.newPassword) !== '') {
        Object.assign(out, passwordValidate(data));
        if (str(data.oldPassword) === '') out.oldPassword = [settings.text('profile.oldPasswordRequired')];
      }
      if (oldPasswordTooShort(str(data.oldPassword), oldMinimum))
        out.oldPassword = [settings.text('profile.oldPasswordTooShort', { n: oldMinimum })];
      // The institution's extra logon rules apply to a new login name only (spec §5 "Extra logon validators").
      const logon = str(data.logonName);
      const logonCodes =
        logon.toLowerCase() === cachedLogon.toLowerCase()
          ? []
          : logonRuleErrors(logon, logonRules ?? [], str(data.emailAddress));
      if (logonCodes.length) out.logonName = logonCodes.map((code) => settings.text(userInfoErrorKey(code)));
      if (str(data.secretQuestion).trim() !== cachedQuestion.trim() && str(data.secretAnswer).trim() === '') {
        out.secretAnswer = [settings.text('profile.securityAnswerRequired')];
      }
      return out;
    },
    [passwordValidate, cachedQuestion, cachedLogon, logonRules, oldMinimum, settings],
  );

  // Messages show once a field is left (spec §5 "Errors show once touched or submitted"); Save is marked disabled while
  // invalid.
  const live = useLiveValidity(screen, form.info, validate);
  const cancel = () => {
    state.cancel();
    live.touchAll(false);
  };

  const submit = () =>
    void state.save(async () => {
      const result = await saveUserInfo(cached, form, {
        setBiometrics: (on) => setOptIn(getMobileBridge(), on),
        updateUserInfo,
      });
      return result.ok
        ? result
        : {
            ok: false,
            errors: [settings.text(userInfoErrorKey(result.code, settings.flag('profile.saveErrorDetailsHidden')))],
          };
    });

  return (
    <ProfileSection id="profile-user-info" heading={settings.text('profile.userInformationHeading')}>
      <div onBlurCapture={live.onBlurCapture}>
        <SchemaForm
          id="profile-user-info-form"
          screen={screen}
          controlled
          hideSubmit
          formData={form.info}
          validate={validate}
          uiOverrides={questionOverrides}
          extraErrors={mergeErrorSchemas(
            live.touchedErrors,
            str(form.info.newPassword) !== '' ? password.formProps.extraErrors : undefined,
          )}
          passwordRules={password.formProps.passwordRules}
          disabled={state.saving}
          onChange={(info) => state.setForm({ ...form, info })}
          onSubmit={submit}
          onInvalid={() => {
            live.touchAll(true);
            state.setErrors([settings.text('profile.correctErrors')]);
          }}
        />
      </div>
      {form.biometrics !== undefined ? (
        <label className="profile-toggle">
          <input
            type="checkbox"
            role="switch"
            checked={form.biometrics}
            disabled={state.saving}
            onChange={(e) => state.setForm({ ...form, biometrics: e.target.checked })}
          />
          {settings.text('profile.biometricsLabel')}
        </label>
      ) : null}
      <SectionControls formId="profile-user-info-form" {...state} saveDisabled={!live.valid} onCancel={cancel} />
    </ProfileSection>
  );
}
