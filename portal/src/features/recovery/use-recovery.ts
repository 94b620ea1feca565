/**
 * The recovery state machine (access spec §4 "Recovery"): identity step, then the answer step (secret
 * question) or, with recoverCredentialsWithoutQuestion, straight to the reset e-mail; then success.
 * Any error stays on the current step and shows its message; maintenanceModeEnabled goes to login.
 */
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toApiFailure } from '@/api/api-failure';
import { answerSecretQuestion } from '@/api/recovery/answer-secret-question';
import { generateNewPassword } from '@/api/recovery/generate-new-password';
import { getSecretQuestion } from '@/api/recovery/get-secret-question';
import { firstErrorCode, type RecoveryRequest } from '@/api/recovery/recovery-types';
import { MAINTENANCE_CODE, recoveryErrorKey, recoveryFailureCode } from './recovery-errors';

/** Where the visitor is in the recovery. */
export type RecoveryStep =
  | { name: 'identity' }
  | {
      name: 'answer';
      logonName: string;
      question: string;
      credentialExpiration: string | null;
      request: RecoveryRequest;
    }
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

const codeOf = (error: unknown) =>
  error instanceof RecoveryCodeError ? error.code : recoveryFailureCode(toApiFailure(error));

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
  // One mutation runs whichever step's calls are due (step 1 may chain two calls); it answers the next step.
  const advance = useMutation({
    mutationKey: ['recovery', 'advance'] as const,
    mutationFn: (work: () => Promise<RecoveryStep>) => work(),
    onSuccess: setStep,
    onError: (error) => {
      if (codeOf(error) === MAINTENANCE_CODE) onMaintenance();
    },
  });
  const failedCode = advance.error ? codeOf(advance.error) : undefined;
  const errorKey = failedCode === undefined || failedCode === MAINTENANCE_CODE ? null : recoveryErrorKey(failedCode);

  const submitIdentity = (request: RecoveryRequest) =>
    advance.mutate(async () => {
      const found = await getSecretQuestion(request);
      const logonName = found.Credentials?.LogonName;
      if (!found.HasNoErrors || !logonName) throw new RecoveryCodeError(firstErrorCode(found) ?? 'Error');
      const credentialExpiration = found.Credentials?.CredentialExpiration ?? null;
      if (!withoutQuestion)
        return {
          name: 'answer',
          logonName,
          question: found.Credentials?.SecretQuestion ?? '',
          credentialExpiration,
          request,
        };
      const sent = await generateNewPassword(recoveryUser(logonName, credentialExpiration, request));
      if (!sent.HasNoErrors) throw new RecoveryCodeError(firstErrorCode(sent) ?? 'Error');
      return { name: 'success', logonName };
    });

  const submitAnswer = (secretAnswer: string) => {
    if (step.name !== 'answer') return;
    const { logonName, question, credentialExpiration, request } = step;
    advance.mutate(async () => {
      const answered = await answerSecretQuestion({
        ...recoveryUser(logonName, credentialExpiration, request),
        SecretQuestion: question,
        SecretAnswer: secretAnswer,
      });
      if (!answered.HasNoErrors) throw new RecoveryCodeError(firstErrorCode(answered) ?? 'Error');
      return { name: 'success', logonName };
    });
  };

  return { step, busy: advance.isPending, errorKey, submitIdentity, submitAnswer };
}
