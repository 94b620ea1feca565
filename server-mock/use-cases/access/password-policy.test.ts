import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../store/password-hash.ts';
import { DEFAULT_PASSWORD_RULES } from './access-config.ts';
import {
  checkNewPassword,
  passwordMatchesSsn,
  registrationPasswordCodes,
  resetPasswordCodes,
  type PasswordSubject,
} from './password-policy.ts';

const rules = DEFAULT_PASSWORD_RULES.map((ValidationRuleType) => ({ ValidationRuleType }));
const subject: PasswordSubject = {
  userName: 'linda.nguyen',
  ssn: '904771203',
  emailAddress: 'linda@example.com',
  minimumLength: 8,
  rules,
};

describe('password policy', () => {
  it.each([
    ['Short1', 'tooShort'],
    ['myLINDA.NGUYEN1', 'sameAsLogon'],
    ['a904-771203', 'sameAsSsn'],
    ['lettersonly', 'lettersNumbers'],
    ['12345678', 'lettersNumbers'],
  ])('when the new password is %s then the problem is %s', async (password, problem) => {
    expect(await checkNewPassword(password, subject)).toBe(problem);
  });

  it('when the password was used before then it is reused; the current one asks for a different password', async () => {
    const s = {
      ...subject,
      currentHash: await hashPassword('Password1!'),
      previousHashes: [await hashPassword('Older2020x')],
    };
    expect(await checkNewPassword('Password1!', s)).toBe('sameAsCurrent');
    expect(await checkNewPassword('Older2020x', s)).toBe('reused');
    expect(await checkNewPassword('Brand2025new', s)).toBeUndefined();
  });

  it('when a rule list asks for capitals then its error is named in both vocabularies', async () => {
    const problem = await checkNewPassword('lower12345', {
      ...subject,
      rules: [{ ValidationRuleType: 'MustContainCapitalLetter' }],
    });
    expect(problem).toBe('missingCapital');
    expect(resetPasswordCodes.missingCapital).toBe('PasswordMissingCapitalLetter');
    expect(registrationPasswordCodes.sameAsSsn).toBe('PasswordSameSSN');
    expect(registrationPasswordCodes.lettersNumbers).toBe('PasswordLettersNumbers');
  });

  it('when the SSN check runs then dashes are ignored and short SSNs never match', () => {
    expect(passwordMatchesSsn('x904-77-1203', '904771203')).toBe(true);
    expect(passwordMatchesSsn('abc', '')).toBe(false);
  });
});
