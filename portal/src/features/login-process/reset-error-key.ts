/**
 * Message of a failed password change through Login/ResetPassword (access spec §8 "Reset password
 * codes"): each code has its text; HTTP 500 or above is Error500; unknown or missing codes are generic.
 */
import type { SettingKey } from '@schemas/settings/setting-key';

const byCode: Readonly<Record<string, SettingKey>> = {
  Error: 'resetPasswordErrors.generic',
  Error500: 'resetPasswordErrors.serverError',
  ChooseDifferentPassword: 'resetPasswordErrors.chooseDifferentPassword',
  PasswordTooShort: 'resetPasswordErrors.passwordTooShort',
  PasswordSameAsLogin: 'resetPasswordErrors.passwordSameAsLogin',
  PasswordSameAsSSN: 'resetPasswordErrors.passwordSameAsSsn',
  PasswordNeedsLetterNumber: 'resetPasswordErrors.passwordNeedsLetterNumber',
  Expired: 'resetPasswordErrors.expired',
  ReusedPassword: 'resetPasswordErrors.reusedPassword',
  PasswordMissingCapitalLetter: 'resetPasswordErrors.missingCapitalLetter',
  PasswordMissingLowercaseLetter: 'resetPasswordErrors.missingLowercaseLetter',
  PasswordMissingLetter: 'resetPasswordErrors.missingLetter',
  PasswordMissingNumber: 'resetPasswordErrors.missingNumber',
  PasswordMissingSpecialCharacter: 'resetPasswordErrors.missingSpecialCharacter',
  PasswordEqualsPortionOfLogon: 'resetPasswordErrors.equalsPortionOfLogon',
  PasswordMatchesEmail: 'resetPasswordErrors.matchesEmail',
  PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters: 'resetPasswordErrors.consecutiveCharacters',
};

/** The catalogue key for a reset code and the HTTP status of the answer. */
export function resetErrorKey(code: string | undefined, status?: number): SettingKey {
  if (status !== undefined && status >= 500) return 'resetPasswordErrors.serverError';
  return (code !== undefined && byCode[code]) || 'resetPasswordErrors.generic';
}
