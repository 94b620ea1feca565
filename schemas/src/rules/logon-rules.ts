/**
 * Server-driven logon-name rules (access spec §7 GetLogonValidationRules, §8 "Logon keys for missing
 * capital, lowercase, letter, number, special character or matching e-mail"): the same rule shape as the
 * password rules, of which only these six apply to a logon name. Pure; the registration form and the
 * sandbox's registration check share it, so the borrower learns a rule before submitting.
 */
import type { PasswordRuleType, PasswordValidationRule } from './password-rules.ts';

/** The rule types that apply to a logon name; any other type in the list is ignored. */
export type LogonRuleType = Extract<
  PasswordRuleType,
  | 'MustContainCapitalLetter'
  | 'MustContainLowercaseLetter'
  | 'MustContainLetter'
  | 'MustContainNumber'
  | 'MustContainSpecialCharacter'
  | 'CannotMatchEmail'
>;

/** Registration error code per logon rule (spec §8; the message is `registrationErrors.<lowerFirst(code)>`). */
export const logonRuleErrorCodes: Readonly<Record<LogonRuleType, string>> = {
  MustContainCapitalLetter: 'LogonMissingCapitalLetter',
  MustContainLowercaseLetter: 'LogonMissingLowercaseLetter',
  MustContainLetter: 'LogonMissingLetter',
  MustContainNumber: 'LogonMissingNumber',
  MustContainSpecialCharacter: 'LogonMissingSpecialCharacter',
  CannotMatchEmail: 'LogonMatchesEmail',
};

const mustContain: Readonly<Record<Exclude<LogonRuleType, 'CannotMatchEmail'>, RegExp>> = {
  MustContainCapitalLetter: /[A-Z]/,
  MustContainLowercaseLetter: /[a-z]/,
  MustContainLetter: /[A-Za-z]/,
  MustContainNumber: /[0-9]/,
  MustContainSpecialCharacter: /[^A-Za-z0-9]/,
};

const isLogonRule = (type: string): type is LogonRuleType => Object.hasOwn(logonRuleErrorCodes, type);

function isMet(
  rule: PasswordValidationRule & { ValidationRuleType: LogonRuleType },
  logonName: string,
  email: string,
): boolean {
  if (rule.ValidationRegex) {
    const matches = new RegExp(rule.ValidationRegex, 'u').test(logonName);
    return rule.RegexMatchMeansError ? !matches : matches;
  }
  if (rule.ValidationRuleType === 'CannotMatchEmail')
    return email.trim() === '' || logonName.trim().toLowerCase() !== email.trim().toLowerCase();
  return mustContain[rule.ValidationRuleType].test(logonName);
}

/**
 * The error codes of the rules `logonName` breaks, in the order served, each once. An empty name breaks
 * nothing here ("required" is its own message). `email` is the address entered in the same registration.
 */
export function logonRuleErrors(logonName: string, rules: readonly PasswordValidationRule[], email = ''): string[] {
  if (logonName === '') return [];
  const codes = rules
    .filter((rule): rule is PasswordValidationRule & { ValidationRuleType: LogonRuleType } =>
      isLogonRule(rule.ValidationRuleType),
    )
    .filter((rule) => !isMet(rule, logonName, email))
    .map((rule) => logonRuleErrorCodes[rule.ValidationRuleType]);
  return codes.filter((code, i) => codes.indexOf(code) === i);
}
