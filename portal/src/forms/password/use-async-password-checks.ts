import {
  asyncPasswordChecks,
  asyncPasswordErrorKeys,
  localPasswordChecks,
  type AsyncPasswordErrorKey,
  type PasswordPolicy,
} from '@schemas/rules/password-policy';
import { validatePasswordForLoggedInUser, validatePasswordForResetPassword } from '@/api/credentials/validate-password';
import { useSettings } from '@/settings/use-settings';
import { useEffect, useMemo, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';

/**
 * Who answers the SSN, e-mail and previous-password checks:
 * `loggedIn` (change-password step, profile), `reset` (reset, forced change: the reset token names the user),
 * `local` (registration: the form itself holds the SSN and e-mail; there is no user yet).
 */
export type AsyncCheckSource =
  | { kind: 'loggedIn' }
  | { kind: 'reset'; resetToken: string }
  | { kind: 'local'; ssn: string; email: string };

/**
 * Runs the async password checks (spec §5) `passwordRules.asyncCheckDebounceMs` (500 ms) after the last
 * change of the password, only in `rules` mode, only for customer credentials (institution option
 * UsesCustomerCredentials: the rule-list flag alone does not ask the server) and only for the checks that apply.
 * Returns the error keys
 * (matchesSSN, matchesEmail, passwordReused); a failed call gives none (the server checks again on submit).
 */
export function useAsyncPasswordChecks(
  password: string,
  policy: PasswordPolicy,
  source: AsyncCheckSource | undefined,
): AsyncPasswordErrorKey[] {
  const settings = useSettings();
  const debounceMs = settings.number('passwordRules.asyncCheckDebounceMs');
  const customerCredentials = settings.institution.UsesCustomerCredentials;
  const [answer, setAnswer] = useState<{ password: string; keys: AsyncPasswordErrorKey[] }>({ password: '', keys: [] });
  const active = policy.mode === 'rules' && source !== undefined;
  const local = useMemo(
    () => (active && source?.kind === 'local' ? localPasswordChecks(password, policy.rules, source) : undefined),
    [active, source, password, policy.rules],
  );
  const sourceKey = source?.kind === 'reset' ? `reset:${source.resetToken}` : (source?.kind ?? '');

  // The call for one password, made once typing paused; the controller aborts it when the password changes again.
  const ask = useDebouncedCallback(
    (asked: string, flags: NonNullable<ReturnType<typeof asyncPasswordChecks>>, controller: AbortController) => {
      if (!source || source.kind === 'local') return;
      const body = { PasswordToValidate: asked, ...flags };
      const call =
        source.kind === 'reset'
          ? validatePasswordForResetPassword({ ...body, ResetToken: source.resetToken }, controller.signal)
          : validatePasswordForLoggedInUser(body, controller.signal);
      call
        .then((res) => {
          if (!controller.signal.aborted) setAnswer({ password: asked, keys: asyncPasswordErrorKeys(res) });
        })
        .catch(() => undefined);
    },
    debounceMs,
  );

  useEffect(() => {
    if (!active || !customerCredentials || !source || source.kind === 'local') return undefined;
    const flags = asyncPasswordChecks(password, policy.rules);
    if (!flags) return undefined;
    const controller = new AbortController();
    ask(password, flags, controller);
    return () => {
      controller.abort();
      ask.cancel();
    };
    // sourceKey stands for `source` (callers pass a new object each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, customerCredentials, sourceKey, password, policy.rules, ask]);

  if (local) return local;
  // An answer belongs to the password it was asked for; a newer password has no answer yet.
  return active && customerCredentials && answer.password === password ? answer.keys : [];
}
