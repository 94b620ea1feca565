/**
 * Step 1: the e-mailed security code (access spec §4, §5 "Security code", §8 "Security code"),
 * with Resend Code and, when the institution allows it, "Trust this device": the server then answers
 * a trusted-device token, kept on this device keyed by customer id (docs/decisions/096-trusted-devices.md).
 */
import * as screen from 'virtual:screen-validator/securityCode';
import { useState } from 'react';
import { resendLoginCode, validateLoginCode } from '@/api/auth/login-process-calls';
import { SchemaForm } from '@/forms/schema-form';
import { trustedDeviceStore } from '@/mobile/trusted-devices';
import { resendErrorKey, securityCodeErrorKey } from './step-errors';
import { StepFrame } from './step-frame';
import { useStep } from './use-step';

interface CodeValues extends Record<string, unknown> {
  code: string;
  trustDevice?: boolean;
}

/** The security code step. */
export function SecurityCodeStep() {
  const { settings, login, busy, error, setError, run, complete, cancel } = useStep();
  const [status, setStatus] = useState<string | null>(null);
  const userId = login.CustomerID || login.UserName || '';
  const trustAllowed = settings.flag('access.allowTrustedDevicesOption');

  const submit = async (values: CodeValues) => {
    setStatus(null);
    const result = await run(
      () => validateLoginCode({ UserId: userId, Code: values.code.trim(), CreateTrustedDevice: trustAllowed && values.trustDevice === true }),
      securityCodeErrorKey,
    );
    if (!result) return;
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

  const resend = async () => {
    setStatus(null);
    const ok = await run(() => resendLoginCode(userId).then(() => true), () => resendErrorKey);
    if (ok) setStatus(settings.text('securityCode.codeResent'));
    else setError((current) => current ?? settings.text(resendErrorKey));
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
      <SchemaForm id="security-code-form" screen={screen} disabled={busy} onSubmit={(v) => void submit(v)} />
      <button type="button" className="button login-step__secondary" onClick={() => void resend()} disabled={busy}>
        {settings.text('securityCode.resendButton')}
      </button>
    </StepFrame>
  );
}
