/**
 * Step 1: the e-mailed security code (access spec §4, §5 "Security code", §8 "Security code"),
 * with Resend Code and, when the institution allows it, "Trust this device": the server then answers
 * a trusted-device token, kept on this device keyed by customer id (docs/decisions/096-trusted-devices.md).
 */
import * as screen from 'virtual:screen-validator/securityCode';
import { useResendLoginCode } from '@/api/auth/resend-login-code';
import { useValidateLoginCode, type ValidateCodeResult } from '@/api/auth/validate-login-code';
import { SchemaForm } from '@/forms/schema-form';
import { trustedDeviceStore } from '@/mobile/trusted-devices';
import { useFocusAfter } from '@/ui/use-focus-after';
import { useRef } from 'react';
import { resendErrorKey, securityCodeErrorKey } from './step-errors';
import { StepFrame } from './step-frame';
import { endProcessIfUnauthorized, useStep } from './use-step';

interface CodeValues extends Record<string, unknown> {
  code: string;
  trustDevice?: boolean;
}

/** The security code step. */
export function SecurityCodeStep() {
  const { settings, login, errorText, complete, cancel } = useStep();
  const validate = useValidateLoginCode();
  const resend = useResendLoginCode();
  const userId = login.CustomerID || login.UserName || '';
  const trustAllowed = settings.flag('access.allowTrustedDevicesOption');
  const busy = validate.isPending || resend.isPending;
  // One message at a time: each action resets the other's outcome, so the latest one shows.
  const error = errorText(validate.error, securityCodeErrorKey) ?? errorText(resend.error, () => resendErrorKey);
  const status = resend.isSuccess ? settings.text('securityCode.codeResent') : null;
  // The form and Resend are disabled while a call runs: afterwards focus goes to the code (to type it again
  // or the new one), or back to Resend when sending failed.
  const resendButton = useRef<HTMLButtonElement>(null);
  const codeField = () => document.querySelector<HTMLElement>('#security-code-form #root_code');
  useFocusAfter(validate.error, codeField);
  useFocusAfter(resend.isSuccess ? resend.submittedAt : null, codeField);
  useFocusAfter(resend.error, () => resendButton.current);

  const accepted = async (result: ValidateCodeResult) => {
    const customerId = result.CustomerID || login.CustomerID;
    if (result.TrustedDeviceToken && customerId) {
      await trustedDeviceStore()
        .save(customerId, result.TrustedDeviceToken)
        .catch(() => undefined); // trust is a convenience: the next login asks for a code again
    }
    await complete({
      UserToken: result.UserToken,
      IsLoggedIn: true,
      IsTrustedDevice: true,
      ...(result.EmailAddress ? { EmailAddress: result.EmailAddress } : {}),
      ...(customerId ? { CustomerID: customerId } : {}),
      ...(result.BiometricsTokenExpiration ? { BiometricsTokenExpiration: result.BiometricsTokenExpiration } : {}),
    });
  };

  const submit = (values: CodeValues) => {
    resend.reset();
    validate.mutate(
      // A code pasted from a message may hold spaces ("123 456"): none is part of it.
      {
        UserId: userId,
        Code: values.code.replace(/\s+/g, ''),
        CreateTrustedDevice: trustAllowed && values.trustDevice === true,
      },
      { onSuccess: (result) => void accepted(result), onError: endProcessIfUnauthorized },
    );
  };

  const resendCode = () => {
    validate.reset();
    resend.mutate({ UserId: userId }, { onError: endProcessIfUnauthorized });
  };

  return (
    <StepFrame
      heading={settings.text('securityCode.heading')}
      instructions={settings.text('securityCode.instructions')}
      error={error}
      status={status}
      onCancel={() => void cancel()}
      busy={busy}
    >
      <SchemaForm id="security-code-form" screen={screen} disabled={busy} onSubmit={submit} />
      <button
        ref={resendButton}
        type="button"
        className="button login-step__secondary"
        onClick={resendCode}
        disabled={busy}
      >
        {settings.text('securityCode.resendButton')}
      </button>
    </StepFrame>
  );
}
