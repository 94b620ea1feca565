/**
 * What every step needs: the running login, navigation, complete/cancel, and the text of a failed
 * call. Busy and error state come from each step's TanStack Query mutation, not from here.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { toApiFailure, type ApiFailure } from '@/api/api-failure';
import type { LoginResponse } from '@/api/auth/login-types';
import { useSettings } from '@/settings/use-settings';
import { cancelLoginProcess, completeStep, type Navigate } from '@/session/login-process/login-process-actions';
import { resetLoginProcess, useLoginProcessStore } from '@/session/login-process/login-process-store';

/**
 * `onError` of every step mutation: an Unauthorized answer ends the process (the API client's
 * logout already runs); other failures stay on the step as the mutation's error.
 */
export function endProcessIfUnauthorized(error: unknown): void {
  if (toApiFailure(error).kind === 'unauthorized') resetLoginProcess();
}

/** The step toolkit. */
export function useStep() {
  const routerNavigate = useNavigate();
  const settings = useSettings();
  const login = useLoginProcessStore((s) => s.login) as LoginResponse;
  const password = useLoginProcessStore((s) => s.password);
  /** True while the maintenance check after a step runs. */
  const checking = useLoginProcessStore((s) => s.checking);
  const navigate: Navigate = useCallback((to, options) => void routerNavigate(to, options), [routerNavigate]);

  /** The message of a failed call (`errorKey(failure)`), or null when none failed or the failure ended the process. */
  const errorText = (error: unknown, errorKey: (failure: ApiFailure) => SettingKey): string | null => {
    if (error === null || error === undefined) return null;
    const failure = toApiFailure(error);
    return failure.kind === 'unauthorized' ? null : settings.text(errorKey(failure));
  };

  return {
    settings,
    login,
    password,
    checking,
    errorText,
    complete: (patch?: Partial<LoginResponse>) => completeStep(navigate, patch),
    cancel: () => cancelLoginProcess(navigate),
  };
}
