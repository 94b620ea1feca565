/**
 * What a failed profile save shows (accounts spec §8 "Profile user information save", "Personal
 * information", "Notifications save"). The spec lists the user-information codes without their
 * wording: password codes reuse the reset-password texts, logon codes the registration texts, the
 * display flags have their own profile texts; any other code is Error. Pure.
 */
import type { SettingKey } from '@schemas/settings/generated/setting-key';

const userInfoKeys: Readonly<Record<string, SettingKey>> = {
  LogonNameExists: 'profile.logonNameExists',
  LogonNameLength: 'profile.logonNameLength',
  Invalid: 'profile.invalid',
  CorrectErrors: 'profile.correctErrors',
  BiometricsNotUpdated: 'profile.biometricsNotUpdated',
  Error: 'profile.saveError',
  InvalidCurrentPassword: 'profile.invalidCurrentPassword',
  LogonMissingCapitalLetter: 'registrationErrors.logonMissingCapitalLetter',
  LogonMissingLowercaseLetter: 'registrationErrors.logonMissingLowercaseLetter',
  LogonMissingLetter: 'registrationErrors.logonMissingLetter',
  LogonMissingNumber: 'registrationErrors.logonMissingNumber',
  LogonMissingSpecialCharacter: 'registrationErrors.logonMissingSpecialCharacter',
  LogonMatchesEmail: 'registrationErrors.logonMatchesEmail',
  LogonTooShort: 'registrationErrors.userNameTooShort',
  PasswordTooShort: 'resetPasswordErrors.passwordTooShort',
  PasswordNeedsLetterNumber: 'resetPasswordErrors.passwordNeedsLetterNumber',
  PasswordSameAsLogin: 'resetPasswordErrors.passwordSameAsLogin',
  ChooseDifferentPassword: 'resetPasswordErrors.chooseDifferentPassword',
  PasswordSameAsSSN: 'resetPasswordErrors.passwordSameAsSsn',
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

/** Every user-information code the page has a text for (tests walk it). */
export const USER_INFO_CODES: readonly string[] = Object.keys(userInfoKeys);

/**
 * The text key of a user-information code; unknown or missing → Error. With
 * profile.saveErrorDetailsHidden every code but the display flags shows the general error.
 */
export function userInfoErrorKey(code: string | undefined, hideDetails = false): SettingKey {
  const key = (code !== undefined && userInfoKeys[code]) || 'profile.saveError';
  const displayFlag = key.startsWith('profile.');
  return hideDetails && !displayFlag ? 'profile.saveError' : key;
}

/** The spec's personal-information refusals, by code or by the text the server may send instead. */
export function personalInfoErrorKey(message: string | undefined): SettingKey {
  switch (message) {
    case 'ZipCityNoMatch':
    case 'City is not found within the specified zip code.':
      return 'profile.cityNotInZip';
    case 'ContainsPOBox':
    case 'Physical address cannot contain a PO box.':
      return 'profile.containsPoBox';
    default:
      return 'profile.saveError';
  }
}
