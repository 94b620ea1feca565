import type { AsyncPasswordErrorKey, LegacyPasswordErrorKey } from '@schemas/rules/password-policy';
import type { PasswordRuleErrorKey, PasswordRuleStatus } from '@schemas/rules/password-rules';
import type { SettingKey } from '@schemas/settings/generated/setting-key';

/** Rule-list error keys with a message of their own (the minimum length shares `tooShort`; async keys have theirs). */
export type RuleListMessageId = Exclude<PasswordRuleErrorKey, AsyncPasswordErrorKey | 'doesNotMeetMinimumLength'>;

/** Every message a new-password field pair can show. */
export type PasswordMessageId =
  | LegacyPasswordErrorKey
  | AsyncPasswordErrorKey
  | RuleListMessageId
  | 'requirementsNotMet'
  | 'confirmRequired'
  | 'passwordsDontMatch';

/** Catalogue keys per message id, over {@link defaultPasswordMessages}. */
export type PasswordMessageKeys = Partial<Record<PasswordMessageId, SettingKey>>;

/**
 * Default catalogue keys (section `passwordRules`, spec wording). A screen whose spec text differs
 * (registration's 'Password does not match', activation's 'Password must be less than 128 …') overrides
 * single ids through `messages` of the binding.
 */
export const defaultPasswordMessages: Readonly<Record<PasswordMessageId, SettingKey>> = {
  required: 'passwordRules.required',
  tooShort: 'passwordRules.doesNotMeetMinimumLength',
  tooLong: 'passwordRules.tooLong',
  containsUserName: 'passwordRules.containsUserName',
  containsSSN: 'passwordRules.containsSSN',
  needsLettersAndNumbers: 'passwordRules.needsLettersAndNumbers',
  matchesSSN: 'passwordRules.matchesSSN',
  matchesEmail: 'passwordRules.matchesEmail',
  passwordReused: 'passwordRules.passwordReused',
  missingCapitalLetter: 'passwordRules.missingCapitalLetter',
  missingLowercaseLetter: 'passwordRules.missingLowercaseLetter',
  missingLetter: 'passwordRules.missingLetter',
  missingNumber: 'passwordRules.missingNumber',
  missingSpecialCharacter: 'passwordRules.missingSpecialCharacter',
  containsThreeOrMoreConsecutiveIdenticalCharacters: 'passwordRules.containsThreeOrMoreConsecutiveIdenticalCharacters',
  equalsPortionOfLogon: 'passwordRules.equalsPortionOfLogon',
  containsLogon: 'passwordRules.containsLogon',
  requirementsNotMet: 'passwordRules.requirementsNotMet',
  confirmRequired: 'passwordRules.confirmRequired',
  passwordsDontMatch: 'passwordRules.passwordsDontMatch',
};

/** The message id of an unmet rule-list entry: its spec error key, the minimum length as `tooShort`. */
export function ruleMessageId(status: Pick<PasswordRuleStatus, 'errorKey'>): PasswordMessageId {
  return status.errorKey === 'doesNotMeetMinimumLength' ? 'tooShort' : status.errorKey;
}

/**
 * Spec §5 "New password in login, reset and forced change": the `passwordChange` wording, shared by the
 * change-password step of the login process and the forced change / reset page.
 */
export const passwordChangeMessages: PasswordMessageKeys = {
  required: 'passwordChange.passwordRequired',
  tooShort: 'passwordChange.passwordTooShort',
  needsLettersAndNumbers: 'passwordChange.passwordLetterNumber',
  requirementsNotMet: 'passwordChange.requirementsNotMet',
  passwordsDontMatch: 'passwordChange.passwordsDoNotMatch',
};

/** Legacy mode only: 'Password must be less than 12 characters in length.' names the legacy limit in words. */
export const passwordChangeLegacyMessages: PasswordMessageKeys = {
  tooLong: 'passwordChange.passwordTooLongLegacy',
};
