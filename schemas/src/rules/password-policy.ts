/**
 * The one password policy of the product (spec §5 "Legacy password rules", "Server-driven password rules",
 * "Asynchronous password checks", "New password in login, reset and forced change", "Activation password",
 * "Registration, logon"). Every new-password field (change-password step, registration, activation, reset,
 * forced change, profile) asks this module which error keys a password has; screens only map keys to texts.
 * Pure: no settings reader, no I/O. docs/decisions/095-password-fields.md explains the modes.
 */
import { credentialMaxLength } from './username.ts';
import {
  emailCheckApplies,
  evaluatePasswordRules,
  ssnCheckApplies,
  type PasswordRuleStatus,
  type PasswordValidationRule,
} from './password-rules.ts';

/**
 * `legacy`: customer credentials off and no rule list: the legacy rules, one message per failed rule.
 * `rules`: customer credentials on or `access.usePasswordValidationRuleList` on: the legacy base rules plus the
 * server-driven rule list; the field shows the single general message and the list shows what is unmet.
 */
export type PasswordMode = 'legacy' | 'rules';

/** Legacy error keys (spec §5: required, min/max length, username, SSN, needsLettersAndNumbers). */
export type LegacyPasswordErrorKey =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'containsUserName'
  | 'containsSSN'
  | 'needsLettersAndNumbers';

/** Keys the async server checks (or the local identity checks of registration) answer. */
export type AsyncPasswordErrorKey = 'matchesSSN' | 'matchesEmail' | 'passwordReused';

/** What the policy needs to know about the institution. */
export interface PasswordPolicy {
  mode: PasswordMode;
  minimumLength: number;
  /** Greatest allowed length (12 or 128 by customer credentials; activation: 127, "under 128"). */
  maximumLength: number;
  /** Server-driven rules (used in `rules` mode). */
  rules: readonly PasswordValidationRule[];
}

/** Who the password belongs to: it must not contain these. */
export interface PasswordSubject {
  username?: string;
  /** SSN as entered (dashes allowed). */
  ssn?: string;
  email?: string;
  /** Error keys from the async checks (matchesSSN, matchesEmail, passwordReused). */
  serverErrors?: readonly string[];
}

/** The result for one password. */
export interface PasswordCheck {
  /** Legacy keys that failed, in the spec's order. */
  legacy: LegacyPasswordErrorKey[];
  /** Rule-list state (empty in legacy mode). */
  statuses: PasswordRuleStatus[];
  /** True when the password passes everything. */
  valid: boolean;
}

/** Picks the mode from the institution option and the rule-list flag. */
export function passwordMode(usesCustomerCredentials: boolean, usePasswordValidationRuleList: boolean): PasswordMode {
  return usesCustomerCredentials || usePasswordValidationRuleList ? 'rules' : 'legacy';
}

/** Spec §9: password maximum 128 with customer credentials, otherwise 12. */
export function passwordMaximumLength(usesCustomerCredentials: boolean): number {
  return credentialMaxLength(usesCustomerCredentials);
}

const digits = (s: string) => s.replace(/\D+/g, '');

/** Spec §5 legacy rules, in order; an empty password only fails `required`. */
export function legacyPasswordErrors(
  password: string,
  policy: Pick<PasswordPolicy, 'minimumLength' | 'maximumLength'>,
  subject: PasswordSubject = {},
): LegacyPasswordErrorKey[] {
  if (password === '') return ['required'];
  const out: LegacyPasswordErrorKey[] = [];
  if (policy.minimumLength > 0 && [...password].length < policy.minimumLength) out.push('tooShort');
  if (policy.maximumLength > 0 && [...password].length > policy.maximumLength) out.push('tooLong');
  const user = (subject.username ?? '').trim().toLowerCase();
  if (user !== '' && password.toLowerCase().includes(user)) out.push('containsUserName');
  const ssn = digits(subject.ssn ?? '');
  if (ssn.length >= 4 && password.replace(/-/g, '').includes(ssn)) out.push('containsSSN');
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) out.push('needsLettersAndNumbers');
  return out;
}

/** Checks one password against the policy (legacy base rules always; the rule list in `rules` mode). */
export function checkPassword(password: string, policy: PasswordPolicy, subject: PasswordSubject = {}): PasswordCheck {
  const legacy = legacyPasswordErrors(password, policy, subject);
  const statuses =
    policy.mode === 'rules'
      ? evaluatePasswordRules(password, policy.rules, {
          minimumLength: policy.minimumLength,
          username: subject.username,
          serverErrors: subject.serverErrors,
        })
      : [];
  const serverFailed = policy.mode === 'legacy' && (subject.serverErrors ?? []).length > 0;
  return { legacy, statuses, valid: legacy.length === 0 && statuses.every((s) => s.met) && !serverFailed };
}

/** Confirmation: `confirmRequired` when empty, `passwordsDontMatch` when different (spec §5). */
export function confirmPasswordError(
  password: string,
  confirm: string,
): 'confirmRequired' | 'passwordsDontMatch' | undefined {
  if (confirm === '') return 'confirmRequired';
  return confirm === password ? undefined : 'passwordsDontMatch';
}

/** Body flags of ValidatePasswordFor… (spec §7); undefined when no check applies (no call). */
export interface AsyncPasswordCheckFlags {
  InvalidWhenMatchesSSN: boolean;
  InvalidWhenMatchEmail: boolean;
  InvalidWhenPasswordExists: boolean;
}

/**
 * Which async checks to ask the server for (spec §5): only for rules the institution has; the SSN check
 * only when the password is 9 digits after removing dashes, the e-mail check only when it looks like text@text.
 */
export function asyncPasswordChecks(
  password: string,
  rules: readonly PasswordValidationRule[],
): AsyncPasswordCheckFlags | undefined {
  if (password === '') return undefined;
  const has = (t: PasswordValidationRule['ValidationRuleType']) => rules.some((r) => r.ValidationRuleType === t);
  const flags = {
    InvalidWhenMatchesSSN: has('CannotMatchSSN') && ssnCheckApplies(password),
    InvalidWhenMatchEmail: has('CannotMatchEmail') && emailCheckApplies(password),
    InvalidWhenPasswordExists: has('CannotBePreviousPassword'),
  };
  return flags.InvalidWhenMatchesSSN || flags.InvalidWhenMatchEmail || flags.InvalidWhenPasswordExists
    ? flags
    : undefined;
}

/** Maps the server's answer to error keys (spec §5: matchesSSN, matchesEmail, passwordReused). */
export function asyncPasswordErrorKeys(answer: {
  PasswordMatchesSSN?: boolean;
  PasswordMatchesEmail?: boolean;
  PasswordExists?: boolean;
}): AsyncPasswordErrorKey[] {
  const out: AsyncPasswordErrorKey[] = [];
  if (answer.PasswordMatchesSSN) out.push('matchesSSN');
  if (answer.PasswordMatchesEmail) out.push('matchesEmail');
  if (answer.PasswordExists) out.push('passwordReused');
  return out;
}

/**
 * The same SSN and e-mail checks decided locally, for a form that holds the SSN and e-mail itself
 * (registration: there is no user yet for the server to compare with).
 */
export function localPasswordChecks(
  password: string,
  rules: readonly PasswordValidationRule[],
  subject: Pick<PasswordSubject, 'ssn' | 'email'>,
): AsyncPasswordErrorKey[] {
  const flags = asyncPasswordChecks(password, rules);
  if (!flags) return [];
  const ssn = digits(subject.ssn ?? '');
  const email = (subject.email ?? '').trim().toLowerCase();
  return asyncPasswordErrorKeys({
    PasswordMatchesSSN: flags.InvalidWhenMatchesSSN && ssn !== '' && digits(password) === ssn,
    PasswordMatchesEmail: flags.InvalidWhenMatchEmail && email !== '' && password.trim().toLowerCase() === email,
  });
}
