import * as codeScreen from 'virtual:screen-validator/registrationEmailVerification';
import { toApiFailure } from '@/api/api-failure';
import { useGenerateRegistrationCode } from '@/api/registration/generate-registration-code';
import { useValidateRegistrationCode } from '@/api/registration/validate-registration-code';
import { SchemaForm } from '@/forms/schema-form';
import { useSettings } from '@/settings/use-settings';
import { ERROR_BANNER_CLASS } from '@/ui/error-banner';
import { LiveMessage } from '@/ui/live-message';
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
export function EmailVerificationSection({
  clientId,
  firstName,
  emailAddress,
  onVerified,
  onBack,
}: EmailVerificationSectionProps) {
  const settings = useSettings();
  // The token naming the last code mailed; a failed resend keeps the previous one usable.
  const [token, setToken] = useState<string>();
  const generate = useGenerateRegistrationCode();
  const validate = useValidateRegistrationCode();
  const busy = generate.isPending || validate.isPending;
  // Each action resets the other's outcome, so the message shown is the latest one's.
  const errorKey: SettingKey | undefined = generate.isError
    ? 'registration.verificationFailed'
    : validate.isError
      ? emailVerificationErrorKey(toApiFailure(validate.error))
      : undefined;
  const sent = useRef(false);

  const send = () => {
    validate.reset();
    // The promise, not mutate's callbacks: the first send runs from an effect, and those callbacks do not
    // fire after StrictMode's remount in development. The failure is the mutation's error.
    generate.mutateAsync({ Id: clientId, FirstName: firstName, EmailAddress: emailAddress }).then(
      (answer) => setToken(answer.MFAToken),
      () => undefined,
    );
  };

  useEffect(() => {
    // Once per visit of the section (StrictMode runs effects twice in development).
    if (sent.current) return;
    sent.current = true;
    send();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit
  }, []);

  const verify = (values: Record<string, unknown>) => {
    if (!token) return;
    generate.reset();
    validate.mutate(
      { Code: String(values.code ?? '').replace(/\s+/g, ''), MFAToken: token, UserId: clientId },
      { onSuccess: onVerified },
    );
  };

  return (
    <>
      <LiveMessage alert className={ERROR_BANNER_CLASS} text={errorKey ? settings.text(errorKey) : null} />
      <LiveMessage text={token ? settings.text('registration.codeSentText', { email: emailAddress }) : null} />
      <SchemaForm id="registration-email-verification" screen={codeScreen} disabled={busy} onSubmit={verify} />
      <div className="registration-page__actions">
        <button type="button" className="button" onClick={onBack}>
          {settings.text('registration.goBackButton')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={send}>
          {settings.text('registration.resendCodeButton')}
        </button>
      </div>
    </>
  );
}
