import { describe, expect, it } from 'vitest';
import {
  accountTypePreset,
  agreementConsents,
  dateOfBirthForPayload,
  isValidDateOfBirth,
  registrationPayload,
  registrationSections,
  securityShown,
} from './registration-rules';
import { emailVerificationErrorKey, registrationErrorKey } from './registration-errors';

const now = new Date(2025, 5, 1);

describe('registration rules (spec 2, 4, 5)', () => {
  it('orders the sections and skips e-mail verification once the address is verified', () => {
    expect(registrationSections({ emailVerification: true, emailVerified: false, security: true })).toEqual([
      'personalInfo',
      'emailVerification',
      'security',
      'logonInfo',
    ]);
    expect(registrationSections({ emailVerification: true, emailVerified: true, security: false })).toEqual([
      'personalInfo',
      'logonInfo',
    ]);
  });
  it('shows Security only when a security field is required', () => {
    expect(
      securityShown({ placeOfBirth: false, driversLicense: false, mothersMaiden: false, recoverWithoutQuestion: true }),
    ).toBe(false);
    expect(
      securityShown({
        placeOfBirth: false,
        driversLicense: false,
        mothersMaiden: false,
        recoverWithoutQuestion: false,
      }),
    ).toBe(true);
  });
  it('presets the account type when only one type may register', () => {
    expect(accountTypePreset(true, false)).toBe('Loan');
    expect(accountTypePreset(false, true)).toBe('Deposit');
    expect(accountTypePreset(true, true)).toBeUndefined();
  });
  it('date of birth: eight digits as MM/DD/YYYY, real, not future, within 110 years', () => {
    expect(dateOfBirthForPayload('06/15/1991')).toBe('06/15/1991');
    expect(dateOfBirthForPayload('06/15/19')).toBe('');
    expect(isValidDateOfBirth('06/15/1991', now)).toBe(true);
    expect(isValidDateOfBirth('02/30/1991', now)).toBe(false);
    expect(isValidDateOfBirth('01/01/2030', now)).toBe(false);
    expect(isValidDateOfBirth('05/31/1915', now)).toBe(false);
    expect(isValidDateOfBirth('06/01/1915', now)).toBe(true);
  });
  it('sends one consent per agreement shown, AgreedTo from the accepted ids (spec §3 Agreements)', () => {
    const shown = [{ HostNum: 11337 }, { HostNum: 11339 }];
    const consents = agreementConsents(shown, [11339]);
    expect(consents).toEqual([
      { hostNum: 11337, agreed: false },
      { hostNum: 11339, agreed: true },
    ]);
    expect(agreementConsents(shown, undefined).map((c) => c.agreed)).toEqual([false, false]);
    const payload = registrationPayload(
      {
        personal: {},
        security: {},
        logon: { logonName: 'emily.chen' },
        agreements: agreementConsents(shown, [11337, 11339]),
      },
      'Loan',
    );
    expect(payload.Agreements).toEqual([
      { AgreedTo: true, AgreementType: 11337 },
      { AgreedTo: true, AgreementType: 11339 },
    ]);
  });
  it('maps error codes to their texts; unknown codes to the generic error', () => {
    expect(registrationErrorKey('PasswordMatchesSSN')).toBe('registrationErrors.passwordSameSsn');
    expect(registrationErrorKey('Nope')).toBe('registrationErrors.generic');
    expect(emailVerificationErrorKey({ kind: 'flag', flag: 'CodeExpired', status: 403 })).toBe(
      'registration.verificationCodeExpired',
    );
    expect(emailVerificationErrorKey({ kind: 'flag', flag: 'Other', status: 403 })).toBe(
      'registration.verificationInvalid',
    );
    expect(emailVerificationErrorKey({ kind: 'network' })).toBe('registration.verificationFailed');
  });
});
