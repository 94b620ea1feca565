/**
 * Server-driven password rules (spec section 3 "Password rules" and section 5): each rule is met or
 * unmet for a password; the rule list shows every required rule, and the minimum length when above 0.
 */

/** Rule types the lender's API sends in PasswordValidationRules. */
export type PasswordRuleType =
  | 'MustContainCapitalLetter'
  | 'MustContainLowercaseLetter'
  | 'MustContainLetter'
  | 'MustContainNumber'
  | 'MustContainSpecialCharacter'
  | 'CannotMatchSSN'
  | 'CannotMatchEmail'
  | 'CannotContainConsecutiveCharacters'
  | 'CannotEqualPortionOfLogon'
  | 'CannotContainLogon'
  | 'CannotBePreviousPassword';

/** One rule as served; a regex, when present, decides instead of the built-in test. */
export interface PasswordValidationRule {
  ValidationRuleType: PasswordRuleType;
  ValidationRegex?: string | null;
  RegexMatchMeansError?: boolean;
}

/** A rule-list entry: a rule type or the minimum length. */
export type PasswordRuleId = PasswordRuleType | 'MinimumLength';

/** Spec §5 error keys of the rule list (one per rule; the minimum length is doesNotMeetMinimumLength). */
export type PasswordRuleErrorKey =
  | 'missingCapitalLetter'
  | 'missingLowercaseLetter'
  | 'missingLetter'
  | 'missingNumber'
  | 'missingSpecialCharacter'
  | 'matchesSSN'
  | 'matchesEmail'
  | 'containsThreeOrMoreConsecutiveIdenticalCharacters'
  | 'equalsPortionOfLogon'
  | 'containsLogon'
  | 'passwordReused'
  | 'doesNotMeetMinimumLength';

/** Spec error key per rule (what the server's async checks and the messages use). */
export const passwordRuleErrorKeys: Readonly<Record<PasswordRuleId, PasswordRuleErrorKey>> = {
  MustContainCapitalLetter: 'missingCapitalLetter',
  MustContainLowercaseLetter: 'missingLowercaseLetter',
  MustContainLetter: 'missingLetter',
  MustContainNumber: 'missingNumber',
  MustContainSpecialCharacter: 'missingSpecialCharacter',
  CannotMatchSSN: 'matchesSSN',
  CannotMatchEmail: 'matchesEmail',
  CannotContainConsecutiveCharacters: 'containsThreeOrMoreConsecutiveIdenticalCharacters',
  CannotEqualPortionOfLogon: 'equalsPortionOfLogon',
  CannotContainLogon: 'containsLogon',
  CannotBePreviousPassword: 'passwordReused',
  MinimumLength: 'doesNotMeetMinimumLength',
};

/** What else the rules compare against; `serverErrors` are error keys the async checks returned. */
export interface PasswordRuleContext {
  minimumLength: number;
  username?: string;
  serverErrors?: readonly string[];
}

/** One rule's state for the rule list. */
export interface PasswordRuleStatus {
  id: PasswordRuleId;
  errorKey: PasswordRuleErrorKey;
  met: boolean;
}

/** The ids the rule list shows, in order: the plain letter rule only when neither capital nor lowercase is present. */
export function passwordRuleListIds(rules: readonly PasswordValidationRule[], minimumLength: number): PasswordRuleId[] {
  const types = rules.map((r) => r.ValidationRuleType);
  const caseRule = types.includes('MustContainCapitalLetter') || types.includes('MustContainLowercaseLetter');
  const shown = types.filter((t, i) => types.indexOf(t) === i && !(t === 'MustContainLetter' && caseRule));
  return minimumLength > 0 ? ['MinimumLength', ...shown] : shown;
}

const builtIn: Partial<Record<PasswordRuleType, RegExp>> = {
  MustContainCapitalLetter: /[A-Z]/,
  MustContainLowercaseLetter: /[a-z]/,
  MustContainLetter: /[A-Za-z]/,
  MustContainNumber: /[0-9]/,
  MustContainSpecialCharacter: /[^A-Za-z0-9]/,
};

function isMet(
  id: PasswordRuleId,
  rule: PasswordValidationRule | undefined,
  password: string,
  ctx: PasswordRuleContext,
): boolean {
  const errorKey = passwordRuleErrorKeys[id];
  if (ctx.serverErrors?.includes(errorKey)) return false;
  if (id === 'MinimumLength') return password.length >= ctx.minimumLength;
  if (rule?.ValidationRegex) {
    const matches = new RegExp(rule.ValidationRegex).test(password);
    return rule.RegexMatchMeansError ? !matches : matches;
  }
  const must = builtIn[id];
  if (must) return must.test(password);
  const logon = (ctx.username ?? '').toLowerCase();
  const lower = password.toLowerCase();
  switch (id) {
    case 'CannotContainConsecutiveCharacters':
      return password !== '' && !/(.)\1\1/u.test(password);
    case 'CannotContainLogon':
      return password !== '' && (logon === '' || !lower.includes(logon));
    case 'CannotEqualPortionOfLogon':
      return password !== '' && (logon === '' || !logon.includes(lower));
    default:
      // SSN, e-mail and previous-password rules are decided by the server's async checks.
      return password !== '';
  }
}

/** Evaluates the shown rules for `password`. */
export function evaluatePasswordRules(
  password: string,
  rules: readonly PasswordValidationRule[],
  ctx: PasswordRuleContext,
): PasswordRuleStatus[] {
  return passwordRuleListIds(rules, ctx.minimumLength).map((id) => ({
    id,
    errorKey: passwordRuleErrorKeys[id],
    met: isMet(
      id,
      rules.find((r) => r.ValidationRuleType === id),
      password,
      ctx,
    ),
  }));
}

/** Spec: the SSN check applies when the value is 9 digits after removing dashes. */
export function ssnCheckApplies(value: string): boolean {
  return /^\d{9}$/.test(value.replace(/-/g, ''));
}

/** Spec: the e-mail check applies when the value looks like text@text. */
export function emailCheckApplies(value: string): boolean {
  return /^[^@\s]+@[^@\s]+$/.test(value);
}
