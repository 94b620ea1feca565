/** What every step needs: the running login, navigation, complete/cancel, and a call runner that maps failures. */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { toApiFailure, type ApiFailure } from '@/api/api-failure';
import type { LoginResponse } from '@/api/auth/login-types';
import { useSettings } from '@/settings/use-settings';
import { cancelLoginProcess, completeStep, type Navigate } from '@/session/login-process/login-process-actions';
import { resetLoginProcess, useLoginProcessStore } from '@/session/login-process/login-process-store';

/** The step toolkit. */
export function useStep() {
  const routerNavigate = useNavigate();
  const settings = useSettings();
  const login = useLoginProcessStore((s) => s.login) as LoginResponse;
  const password = useLoginProcessStore((s) => s.password);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const navigate: Navigate = useCallback((to, options) => void routerNavigate(to, options), [routerNavigate]);

  /** Runs a call; a failure shows the text of `errorKey(failure)`; an Unauthorized answer ends the process (logout already runs). */
  const run = useCallback(
    async <T>(call: () => Promise<T>, errorKey: (failure: ApiFailure) => SettingKey): Promise<T | undefined> => {
      setBusy(true);
      setError(null);
      try {
        return await call();
      } catch (e) {
        const failure = toApiFailure(e);
        if (failure.kind === 'unauthorized') resetLoginProcess();
        else setError(settings.text(errorKey(failure)));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [settings],
  );

  return {
    settings,
    login,
    password,
    busy,
    error,
    setError,
    run,
    complete: (patch?: Partial<LoginResponse>) => completeStep(navigate, patch),
    cancel: () => cancelLoginProcess(navigate),
  };
}
