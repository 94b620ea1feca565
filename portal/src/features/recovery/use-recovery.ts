/**
 * The recovery state machine (access spec §4 "Recovery"): identity step, then the answer step (secret
 * question) or, with recoverCredentialsWithoutQuestion, straight to the reset e-mail; then success.
 * Any error stays on the current step and shows its message; maintenanceModeEnabled goes to login.
 */
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { useState } from 'react';
import { toApiFailure } from '@/api/api-failure';
import { answerSecretQuestion, generateNewPassword, getSecretQuestion } from '@/api/recovery/recovery-calls';
import { firstErrorCode, type RecoveryRequest } from '@/api/recovery/recovery-types';
import { MAINTENANCE_CODE, recoveryErrorKey, recoveryFailureCode } from './recovery-errors';

/** Where the visitor is in the recovery. */
export type RecoveryStep =
  | { name: 'identity' }
  | { name: 'answer'; logonName: string; question: string; credentialExpiration: string | null; request: RecoveryRequest }
  | { name: 'success'; logonName: string };

/** What the recovery page renders from. */
export interface RecoveryState {
  step: RecoveryStep;
  busy: boolean;
  errorKey: SettingKey | null;
  submitIdentity: (request: RecoveryRequest) => void;
  submitAnswer: (secretAnswer: string) => void;
}

/** Thrown inside a step when the answer carried an error code. */
class RecoveryCodeError extends Error {
  constructor(readonly code: string) {
    super(`Recovery failed: ${code}`);
  }
}

const codeOf = (error: unknown) => (error instanceof RecoveryCodeError ? error.code : recoveryFailureCode(toApiFailure(error)));

/**
 * The details step 2 sends again with the logon name and the CredentialExpiration step 1 found (the
 * recovery user of spec §3; null when the server named none).
 */
const recoveryUser = (logonName: string, credentialExpiration: string | null, r: RecoveryRequest) => ({
  LogonName: logonName,
  CredentialExpiration: credentialExpiration,
  ...(r.EmailAddress ? { EmailAddress: r.EmailAddress } : {}),
  ...(r.ZipCode ? { ZipCode: r.ZipCode } : {}),
  ...(r.ServicingBranch ? { ServicingBranch: r.ServicingBranch } : {}),
});

/** Runs the recovery; `onMaintenance` is called when the server says the site is offline. */
export function useRecovery(withoutQuestion: boolean, onMaintenance: () => void): RecoveryState {
  const [step, setStep] = useState<RecoveryStep>({ name: 'identity' });
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<SettingKey | null>(null);

  const run = async (work: () => Promise<RecoveryStep>) => {
    setBusy(true);
    setErrorKey(null);
    try {
      setStep(await work());
    } catch (error) {
      const code = codeOf(error);
      if (code === MAINTENANCE_CODE) onMaintenance();
      else setErrorKey(recoveryErrorKey(code));
    } finally {
      setBusy(false);
    }
  };

  const submitIdentity = (request: RecoveryRequest) =>
    void run(async () => {
      const found = await getSecretQuestion(request);
      const logonName = found.Credentials?.LogonName;
      if (!found.HasNoErrors || !logonName) throw new RecoveryCodeError(firstErrorCode(found) ?? 'Error');
      const credentialExpiration = found.Credentials?.CredentialExpiration ?? null;
      if (!withoutQuestion) return { name: 'answer', logonName, question: found.Credentials?.SecretQuestion ?? '', credentialExpiration, request };
      const sent = await generateNewPassword(recoveryUser(logonName, credentialExpiration, request));
      if (!sent.HasNoErrors) throw new RecoveryCodeError(firstErrorCode(sent) ?? 'Error');
      return { name: 'success', logonName };
    });

  const submitAnswer = (secretAnswer: string) => {
    if (step.name !== 'answer') return;
    const { logonName, question, credentialExpiration, request } = step;
    void run(async () => {
      const answered = await answerSecretQuestion({
        ...recoveryUser(logonName, credentialExpiration, request),
        SecretQuestion: question,
        SecretAnswer: secretAnswer,
      });
      if (!answered.HasNoErrors) throw new RecoveryCodeError(firstErrorCode(answered) ?? 'Error');
      return { name: 'success', logonName };
    });
  };

  return { step, busy, errorKey, submitIdentity, submitAnswer };
}
