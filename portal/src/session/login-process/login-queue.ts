/**
 * Which steps a login still needs, in the spec's order (access spec §4 "Login process queue").
 * Pure: reads the login response and the settings it is given.
 */
import type { LoginResponse } from '@/api/auth/login-types';

/** The steps of the login process, in the order they run. */
export const LOGIN_STEPS = ['securityCode', 'ssnValidation', 'changePassword', 'secretQuestion', 'agreements'] as const;

/** One step of the login process. */
export type LoginStep = (typeof LOGIN_STEPS)[number];

/** What the queue depends on besides the login response. */
export interface QueueOptions {
  /** access.useMultiFactorAuthenticationOption. */
  multiFactor: boolean;
  /** access.useSsnValidationOption. */
  ssnValidation: boolean;
  /** access.recoverCredentialsWithoutQuestion. */
  recoverWithoutQuestion: boolean;
  /** True when the user typed a password (not SSO, not biometric token login). */
  passwordUsed: boolean;
  /** True when the institution defines agreements that a login may need (trigger login or e-communication re-agree). */
  agreementsDefined: boolean;
}

/**
 * The queue for one login.
 * 1. Security code: multi-factor on and the device not trusted. A login the server left pending
 *    (IsLoggedIn false, not trusted) needs the code even when the institution flag is off, because the
 *    server may enrol single users; without the code there is no session.
 * 2. SSN validation: option on, e-mail not verified, a password was used.
 * 3. Change password: MustChangePassword.
 * 4. Secret question: no question yet and recovery without a question is off.
 * 5. Agreements: when any are defined; the step asks the server which are still needed and skips itself when none.
 */
export function buildLoginQueue(login: LoginResponse, options: QueueOptions): LoginStep[] {
  const untrusted = login.IsTrustedDevice !== true;
  const wants: Record<LoginStep, boolean> = {
    securityCode: untrusted && (options.multiFactor || login.IsLoggedIn === false),
    ssnValidation: options.ssnValidation && login.EmailIsVerified !== true && options.passwordUsed,
    changePassword: login.MustChangePassword === true,
    secretQuestion: login.HasPasswordQuestion !== true && !options.recoverWithoutQuestion,
    agreements: options.agreementsDefined,
  };
  return LOGIN_STEPS.filter((step) => wants[step]);
}
