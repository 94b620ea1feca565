import * as codeScreen from 'virtual:screen-validator/registrationEmailVerification';
import { toApiFailure } from '@/api/api-failure';
import { generateRegistrationCode, validateRegistrationCode } from '@/api/registration/registration-code';
import { SchemaForm } from '@/forms/schema-form';
import { useSettings } from '@/settings/use-settings';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { useEffect, useRef, useState } from 'react';
import { emailVerificationErrorKey } from './registration-errors';

/** Props of {@link EmailVerificationSection}. */
export interface EmailVerificationSectionProps {
  /** Anonymous client-generated id of this registration (Id / UserId of the calls). */
  clientId: string;
  firstName: string;
  emailAddress: string;
  onVerified: () => void;
  onBack: () => void;
}

/**
 * Section emailVerification (spec §4): a code is mailed when the section opens; Resend Code sends a new one;
 * the check answers expired, max attempts or invalid with the spec's texts.
 */
export function EmailVerificationSection({ clientId, firstName, emailAddress, onVerified, onBack }: EmailVerificationSectionProps) {
  const settings = useSettings();
  const [token, setToken] = useState<string>();
  const [errorKey, setErrorKey] = useState<SettingKey>();
  const [busy, setBusy] = useState(false);
  const sent = useRef(false);

  const send = async () => {
    setErrorKey(undefined);
    setBusy(true);
    try {
      const answer = await generateRegistrationCode({ Id: clientId, FirstName: firstName, EmailAddress: emailAddress });
      setToken(answer.MFAToken);
    } catch {
      setErrorKey('registration.verificationFailed');
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    // Once per visit of the section (StrictMode runs effects twice in development).
    if (sent.current) return;
    sent.current = true;
    void send();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit
  }, []);

  const verify = async (values: Record<string, unknown>) => {
    if (!token) return;
    setErrorKey(undefined);
    setBusy(true);
    try {
      await validateRegistrationCode({ Code: String(values.code ?? '').trim(), MFAToken: token, UserId: clientId });
      onVerified();
    } catch (error) {
      setErrorKey(emailVerificationErrorKey(toApiFailure(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {errorKey ? (
        <p className="banner banner--error" role="alert">
          {settings.text(errorKey)}
        </p>
      ) : null}
      {token ? <p role="status">{settings.text('registration.codeSentText', { email: emailAddress })}</p> : null}
      <SchemaForm id="registration-email-verification" screen={codeScreen} disabled={busy} onSubmit={(v) => void verify(v)} />
      <div className="registration-page__actions">
        <button type="button" className="button" onClick={onBack}>
          {settings.text('registration.goBackButton')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void send()}>
          {settings.text('registration.resendCodeButton')}
        </button>
      </div>
    </>
  );
}
