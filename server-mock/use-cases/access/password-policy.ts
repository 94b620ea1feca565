/**
 * Server-side check of a new password (reset, forced change, activation, registration): the spec's
 * always-on rules (minimum length, not the logon name, not the SSN, a letter and a number) plus the
 * institution's rule list, evaluated with the shared `schemas/src/rules/password-rules.ts`. The
 * first problem found is answered, mapped to each call's own error vocabulary (spec §8).
 */
import {
  evaluatePasswordRules,
  type PasswordRuleId,
  type PasswordValidationRule,
} from '../../../schemas/src/rules/password-rules.ts';
import { verifyPassword } from '../../store/password-hash.ts';

/** Neutral names of what is wrong with a password. */
export type PasswordProblem =
  | 'tooShort'
  | 'sameAsLogon'
  | 'sameAsSsn'
  | 'lettersNumbers'
  | 'missingCapital'
  | 'missingLowercase'
  | 'missingLetter'
  | 'missingNumber'
  | 'missingSpecial'
  | 'portionOfLogon'
  | 'matchesEmail'
  | 'consecutive'
  | 'sameAsCurrent'
  | 'reused';

/** What the password is compared with. */
export interface PasswordSubject {
  userName: string;
  /** Digits. */
  ssn: string;
  emailAddress: string;
  minimumLength: number;
  rules: readonly PasswordValidationRule[];
  /** Current hash (a change must differ from it); absent for a new user. */
  currentHash?: string;
  previousHashes?: readonly string[];
}

const ruleProblem: Partial<Record<PasswordRuleId, PasswordProblem>> = {
  MinimumLength: 'tooShort',
  MustContainCapitalLetter: 'missingCapital',
  MustContainLowercaseLetter: 'missingLowercase',
  MustContainLetter: 'missingLetter',
  MustContainNumber: 'missingNumber',
  MustContainSpecialCharacter: 'missingSpecial',
  CannotContainConsecutiveCharacters: 'consecutive',
  CannotEqualPortionOfLogon: 'portionOfLogon',
  CannotContainLogon: 'sameAsLogon',
};

/** True when the password contains the SSN (dashes ignored), as the async check reports it. */
export function passwordMatchesSsn(password: string, ssn: string): boolean {
  return ssn.length >= 4 && password.replace(/-/g, '').includes(ssn);
}

/** True when the password is the e-mail address (ignoring case). */
export function passwordMatchesEmail(password: string, email: string): boolean {
  return email !== '' && password.trim().toLowerCase() === email.trim().toLowerCase();
}

/** True when the password is one the user had before (bcrypt compares, newest first). */
export async function passwordWasUsed(password: string, hashes: readonly string[]): Promise<boolean> {
  for (const hash of hashes) if (await verifyPassword(password, hash)) return true;
  return false;
}

/** The first problem of a new password, or undefined when it passes. */
export async function checkNewPassword(password: string, s: PasswordSubject): Promise<PasswordProblem | undefined> {
  const types = new Set(s.rules.map((r) => r.ValidationRuleType));
  if (password.length < s.minimumLength) return 'tooShort';
  if (password.toLowerCase().includes(s.userName.toLowerCase())) return 'sameAsLogon';
  if (passwordMatchesSsn(password, s.ssn)) return 'sameAsSsn';
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) return 'lettersNumbers';
  const failed = evaluatePasswordRules(password, s.rules, {
    minimumLength: s.minimumLength,
    username: s.userName,
  }).find((r) => !r.met);
  const mapped = failed && ruleProblem[failed.id];
  if (mapped) return mapped;
  if (types.has('CannotMatchEmail') && passwordMatchesEmail(password, s.emailAddress)) return 'matchesEmail';
  if (s.currentHash && (await verifyPassword(password, s.currentHash))) return 'sameAsCurrent';
  if (types.has('CannotBePreviousPassword') && (await passwordWasUsed(password, s.previousHashes ?? [])))
    return 'reused';
  return undefined;
}

/** Reset-password codes (spec §8 "Reset password codes"). */
export const resetPasswordCodes: Readonly<Record<PasswordProblem, string>> = {
  tooShort: 'PasswordTooShort',
  sameAsLogon: 'PasswordSameAsLogin',
  sameAsSsn: 'PasswordSameAsSSN',
  lettersNumbers: 'PasswordNeedsLetterNumber',
  missingCapital: 'PasswordMissingCapitalLetter',
  missingLowercase: 'PasswordMissingLowercaseLetter',
  missingLetter: 'PasswordMissingLetter',
  missingNumber: 'PasswordMissingNumber',
  missingSpecial: 'PasswordMissingSpecialCharacter',
  portionOfLogon: 'PasswordEqualsPortionOfLogon',
  matchesEmail: 'PasswordMatchesEmail',
  consecutive: 'PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters',
  sameAsCurrent: 'ChooseDifferentPassword',
  reused: 'ReusedPassword',
};

/** Registration error keys (spec §8 "Registration errors"); keys the spec leaves to settings follow the reset names. */
export const registrationPasswordCodes: Readonly<Record<PasswordProblem, string>> = {
  ...resetPasswordCodes,
  tooShort: 'PasswordTooShort',
  sameAsLogon: 'PasswordSameUserName',
  sameAsSsn: 'PasswordSameSSN',
  lettersNumbers: 'PasswordLettersNumbers',
};
