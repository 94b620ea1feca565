/**
 * The running login process (access spec §4 "Login process queue"): the login answer as the
 * steps update it, the password typed (memory only, for the SSN step), and the steps still to run.
 * The session store is set only when the queue is empty, so no logged-in route opens before every
 * step passed (docs/decisions/097-login-process.md).
 */
import { create } from 'zustand';
import { parseAgreementSlots } from '@schemas/settings/agreement-setup';
import { agreementSetupErrorsOf, reportAgreementSetupErrors } from '@/session/agreement-setup-errors';
import type { SettingsReader } from '@schemas/settings/reader';
import type { LoginResponse } from '@/api/auth/login-types';
import { buildLoginQueue, type LoginStep } from './login-queue';

/** How the user signed in. */
export type LoginSource = 'password' | 'sso' | 'biometric';

/** State of the login process; `login === null` means no process runs. */
export interface LoginProcessState {
  login: LoginResponse | null;
  /** The password typed on the login form; never persisted, dropped when the process ends. */
  password: string | null;
  source: LoginSource;
  /** Steps still to run; the first one is shown. */
  queue: LoginStep[];
  /** A step succeeded and the maintenance check runs. */
  checking: boolean;
}

const idle: LoginProcessState = { login: null, password: null, source: 'password', queue: [], checking: false };

/** The login process store. */
export const useLoginProcessStore = create<LoginProcessState>()(() => ({ ...idle }));

/** True when the agreements step may have something to ask. */
export function agreementsDefined(reader: SettingsReader, login: LoginResponse): boolean {
  // A malformed slot is not silently dropped: it is reported (once) where staff see client errors.
  reportAgreementSetupErrors(reader, agreementSetupErrorsOf(reader));
  const slots = ([1, 2, 3, 4, 5] as const).map((i) => reader.text(`agreements.agreement${i}`));
  return parseAgreementSlots(slots).agreements.some(
    (a) =>
      a.triggers.includes('login') ||
      (login.IsEmailCommunicationRestriced === true && a.triggers.includes('ecommunicationreagree')),
  );
}

/** Starts a process for a login answer; returns the queue (empty = straight to the dashboard). */
export function startLoginProcess(
  reader: SettingsReader,
  login: LoginResponse,
  options: { password?: string; source: LoginSource },
): LoginStep[] {
  const queue = buildLoginQueue(login, {
    multiFactor: reader.flag('access.useMultiFactorAuthenticationOption'),
    ssnValidation: reader.flag('access.useSsnValidationOption'),
    recoverWithoutQuestion: reader.flag('access.recoverCredentialsWithoutQuestion'),
    passwordUsed: options.source === 'password' && Boolean(options.password),
    agreementsDefined: agreementsDefined(reader, login),
  });
  useLoginProcessStore.setState({
    login,
    password: options.password ?? null,
    source: options.source,
    queue,
    checking: false,
  });
  return queue;
}

/** Merges what a step learned into the login answer (e.g. the live token after the security code). */
export function updateLogin(patch: Partial<LoginResponse>): void {
  useLoginProcessStore.setState((s) => (s.login ? { login: { ...s.login, ...patch } } : s));
}

/** Ends the process (the queue is cleared, the password forgotten). */
export function resetLoginProcess(): void {
  useLoginProcessStore.setState({ ...idle });
}
