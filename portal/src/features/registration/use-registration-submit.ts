import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { toApiFailure } from '@/api/api-failure';
import { registerUser } from '@/api/registration/register-user';
import { useEffect, useRef, useState } from 'react';
import { failureCode, MAINTENANCE_CODE, registrationErrorKey } from './registration-errors';
import type { AgreementSetup } from '@schemas/settings/agreement-setup';
import { agreementConsents, registrationPayload, type RegistrationValues } from './registration-rules';
import { useSettings } from '@/settings/use-settings';
import { accountTypePreset } from './registration-rules';

/** How long the success text stays before the login page opens. */
export const SUCCESS_DELAY_MS = 2000;

/** What the page hands to `send`. */
export interface RegistrationInput {
  personal: Record<string, unknown>;
  security: Record<string, unknown>;
  logon: Record<string, unknown>;
  /** The registration agreements shown; `logon.agreements` holds the accepted host numbers. */
  agreements: readonly AgreementSetup[];
}

/**
 * Sends the registration and turns its answer into the page's state: the error key shown at the top,
 * the maintenance redirect, or success (form cleared, success text, then login with the credentials).
 */
export function useRegistrationSubmit(opts: { onMaintenance: () => void; onSuccess: () => void }) {
  const settings = useSettings();
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<SettingKey>();
  const [succeeded, setSucceeded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = async (input: RegistrationInput, toLogin: (username: string, password: string) => void) => {
    const preset = accountTypePreset(settings.flag('access.registerAsLoanAccount'), settings.flag('access.registerAsDepositAccount'));
    const values: RegistrationValues = {
      personal: input.personal,
      security: input.security,
      logon: input.logon,
      agreements: agreementConsents(input.agreements, input.logon.agreements),
    };
    const type = (preset ?? input.personal.accountType) as 'Loan' | 'Deposit' | undefined;
    const payload = registrationPayload(values, type);
    setErrorKey(undefined);
    setBusy(true);
    let code: string | undefined;
    let ok = false;
    try {
      const answer = await registerUser(payload);
      ok = answer.HasNoErrors;
      code = answer.Errors?.[0]?.ErrorMessage;
    } catch (error) {
      code = failureCode(toApiFailure(error));
    } finally {
      setBusy(false);
    }
    if (code === MAINTENANCE_CODE) return opts.onMaintenance();
    if (!ok) return setErrorKey(registrationErrorKey(code));
    setSucceeded(true);
    opts.onSuccess();
    timer.current = setTimeout(() => toLogin(payload.LogonName, payload.Password), SUCCESS_DELAY_MS);
  };

  return { busy, errorKey, succeeded, send, clearError: () => setErrorKey(undefined) };
}
