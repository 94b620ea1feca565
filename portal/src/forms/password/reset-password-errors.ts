/**
 * What a failed password reset shows (access spec §8 "Reset password codes"), for every screen that
 * calls Login/ResetPassword (the login process's change-password step and the reset link): each code
 * has its own catalogue message; HTTP 500 or above is Error500; an unknown or missing code is generic.
 */
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import type { ApiFailure } from '@/api/api-failure';

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

/** Every reset code the catalogue has a message for. */
export const RESET_PASSWORD_CODES: readonly string[] = Object.keys(byCode);

/** The message of a reset code (from Errors[0].ErrorMessage); unknown or missing gives the generic error. */
export function resetErrorKey(code: string | undefined): SettingKey {
  return (code !== undefined && byCode[code]) || 'resetPasswordErrors.generic';
}

/** The code of a failed reset call: its own code when known, Error500 for HTTP 500 or above, else Error. */
export function resetFailureCode(failure: ApiFailure): string {
  const flag = failure.kind === 'flag' ? failure.flag : undefined;
  if (flag !== undefined && flag in byCode) return flag;
  if ('status' in failure && failure.status !== undefined && failure.status >= 500) return 'Error500';
  return 'Error';
}
