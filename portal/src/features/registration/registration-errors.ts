/**
 * Registration error codes → catalogue keys (access spec §8 "Registration errors", "E-mail verification
 * (registration)"). Pure. `maintenanceModeEnabled` is not a message: the page sends the user to login.
 */
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import type { ApiFailure } from '@/api/api-failure';

const byCode: Readonly<Record<string, SettingKey>> = {
  userInfo: 'registrationErrors.userInfo',
  LoginNameExists: 'registrationErrors.loginNameExists',
  Failed: 'registrationErrors.failed',
  Error: 'registrationErrors.failed',
  SSNNull: 'registrationErrors.failed',
  Invalid: 'registrationErrors.invalid',
  Restricted: 'registrationErrors.restricted',
  SSN: 'registrationErrors.ssn',
  DateOfBirth: 'registrationErrors.dateOfBirth',
  PasswordSameSSN: 'registrationErrors.passwordSameSsn',
  PasswordMatchesSSN: 'registrationErrors.passwordSameSsn',
  PasswordSameUserName: 'registrationErrors.passwordSameUserName',
  PasswordLettersNumbers: 'registrationErrors.passwordLettersNumbers',
  PasswordTooShort: 'registrationErrors.passwordTooShort',
  PasswordMissingCapitalLetter: 'registrationErrors.passwordMissingCapitalLetter',
  PasswordMissingLowercaseLetter: 'registrationErrors.passwordMissingLowercaseLetter',
  PasswordMissingLetter: 'registrationErrors.passwordMissingLetter',
  PasswordMissingNumber: 'registrationErrors.passwordMissingNumber',
  PasswordMissingSpecialCharacter: 'registrationErrors.passwordMissingSpecialCharacter',
  PasswordEqualsPortionOfLogon: 'registrationErrors.passwordEqualsPortionOfLogon',
  PasswordMatchesEmail: 'registrationErrors.passwordMatchesEmail',
  PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters: 'registrationErrors.passwordConsecutiveCharacters',
  UserNameTooShort: 'registrationErrors.userNameTooShort',
  LogonTooShort: 'registrationErrors.userNameTooShort',
  LogonMissingCapitalLetter: 'registrationErrors.logonMissingCapitalLetter',
  LogonMissingLowercaseLetter: 'registrationErrors.logonMissingLowercaseLetter',
  LogonMissingLetter: 'registrationErrors.logonMissingLetter',
  LogonMissingNumber: 'registrationErrors.logonMissingNumber',
  LogonMissingSpecialCharacter: 'registrationErrors.logonMissingSpecialCharacter',
  LogonMatchesEmail: 'registrationErrors.logonMatchesEmail',
  AccountNumberError: 'registrationErrors.accountNumber',
  MustAgreeToAllError: 'registrationErrors.mustAgreeToAll',
  AgreementRecordingError: 'registrationErrors.mustAgreeToAll',
};

/** The code that sends the user to login instead of a message. */
export const MAINTENANCE_CODE = 'maintenanceModeEnabled';

/** Message key of a registration error code; unknown or missing → the generic error. */
export function registrationErrorKey(code: string | undefined): SettingKey {
  return (code !== undefined && byCode[code]) || 'registrationErrors.generic';
}

/** The code of a failed call (thrown error), if it carries one. */
export function failureCode(failure: ApiFailure): string | undefined {
  return failure.kind === 'flag' ? failure.flag : undefined;
}

/** E-mail code check: 403 CodeExpired / MaxAttemptsReached / other; network or unknown failure. */
export function emailVerificationErrorKey(failure: ApiFailure): SettingKey {
  const status = 'status' in failure ? failure.status : undefined;
  if (status !== 403) return 'registration.verificationFailed';
  if (failure.kind === 'flag' && failure.flag === 'CodeExpired') return 'registration.verificationCodeExpired';
  if (failure.kind === 'flag' && failure.flag === 'MaxAttemptsReached') return 'registration.verificationMaxAttempts';
  return 'registration.verificationInvalid';
}
