import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { toApiFailure } from '@/api/api-failure';
import { useRegisterUser } from '@/api/registration/register-user';
import { useEffect, useRef } from 'react';
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
  const register = useRegisterUser();
  // A refused registration answers 200 with a code; a failed call has one too (failureCode).
  const code = register.isSuccess
    ? register.data.Errors?.[0]?.ErrorMessage
    : register.isError
      ? failureCode(toApiFailure(register.error))
      : undefined;
  const succeeded = register.isSuccess && register.data.HasNoErrors;
  const failed = (register.isSuccess && !register.data.HasNoErrors) || register.isError;
  const errorKey: SettingKey | undefined = failed && code !== MAINTENANCE_CODE ? registrationErrorKey(code) : undefined;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (input: RegistrationInput, toLogin: (username: string, password: string) => void) => {
    const preset = accountTypePreset(
      settings.flag('access.registerAsLoanAccount'),
      settings.flag('access.registerAsDepositAccount'),
    );
    const values: RegistrationValues = {
      personal: input.personal,
      security: input.security,
      logon: input.logon,
      agreements: agreementConsents(input.agreements, input.logon.agreements),
    };
    const type = (preset ?? input.personal.accountType) as 'Loan' | 'Deposit' | undefined;
    const payload = registrationPayload(values, type);
    register.mutate(payload, {
      onSettled: (answer, error) => {
        const settledCode = error ? failureCode(toApiFailure(error)) : answer?.Errors?.[0]?.ErrorMessage;
        if (settledCode === MAINTENANCE_CODE) return opts.onMaintenance();
        if (error || !answer?.HasNoErrors) return;
        opts.onSuccess();
        timer.current = setTimeout(() => toLogin(payload.LogonName, payload.Password), SUCCESS_DELAY_MS);
      },
    });
  };

  return { busy: register.isPending, errorKey, succeeded, send, clearError: () => register.reset() };
}
