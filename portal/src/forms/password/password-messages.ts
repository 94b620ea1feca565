import type { AsyncPasswordErrorKey, LegacyPasswordErrorKey } from '@schemas/rules/password-policy';
import type { SettingKey } from '@schemas/settings/generated/setting-key';

/** Every message a new-password field pair can show. */
export type PasswordMessageId = LegacyPasswordErrorKey | AsyncPasswordErrorKey | 'requirementsNotMet' | 'confirmRequired' | 'passwordsDontMatch';

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
  requirementsNotMet: 'passwordRules.requirementsNotMet',
  confirmRequired: 'passwordRules.confirmRequired',
  passwordsDontMatch: 'passwordRules.passwordsDontMatch',
};
