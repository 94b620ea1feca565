import { describe, expect, it, vi } from 'vitest';
import { personalInfoErrorKey, userInfoErrorKey, USER_INFO_CODES } from './profile-errors';
import { saveUserInfo, userInfoBody, userInfoValues } from './user-info-save';

const cached = userInfoValues({ LogonName: 'Basic.User', EmailAddress: 'a@example.com', SecretQuestion: 'Q1' }, false);
const ok = {
  HasNoErrors: true,
  Errors: [],
  UserInfo: { LogonName: 'basic.user', EmailAddress: 'b@example.com', SecretQuestion: 'Q1' },
};

describe('user information save (spec §4)', () => {
  it('sends the biometric change first, then the user info', async () => {
    const order: string[] = [];
    const calls = {
      setBiometrics: vi.fn(async () => void order.push('biometrics')),
      updateUserInfo: vi.fn(async () => (order.push('userInfo'), ok)),
    };
    const result = await saveUserInfo(
      cached,
      { info: { ...cached.info, emailAddress: 'b@example.com' }, biometrics: true },
      calls,
    );
    expect(order).toEqual(['biometrics', 'userInfo']);
    expect(result).toEqual({ ok: true, next: userInfoValues(ok.UserInfo, true) });
  });

  it('stops with BiometricsNotUpdated when the device refuses', async () => {
    const updateUserInfo = vi.fn();
    const result = await saveUserInfo(
      cached,
      { info: { ...cached.info, emailAddress: 'b@example.com' }, biometrics: true },
      { setBiometrics: () => Promise.reject(new Error('no')), updateUserInfo },
    );
    expect(result).toEqual({ ok: false, code: 'BiometricsNotUpdated' });
    expect(updateUserInfo).not.toHaveBeenCalled();
  });

  it('sends no user info when only the toggle changed; a network failure is Error', async () => {
    const updateUserInfo = vi.fn(() => Promise.reject(new Error('offline')));
    expect(
      await saveUserInfo(cached, { ...cached, biometrics: true }, { setBiometrics: async () => {}, updateUserInfo }),
    ).toEqual({ ok: true, next: { ...cached, biometrics: true } });
    expect(updateUserInfo).not.toHaveBeenCalled();
    expect(
      await saveUserInfo(
        cached,
        { ...cached, info: { ...cached.info, emailAddress: 'c@example.com' } },
        { setBiometrics: async () => {}, updateUserInfo },
      ),
    ).toEqual({ ok: false, code: 'Error' });
  });

  it('keeps the login name as the server has it (decision 328) and sends passwords and the question only when given', () => {
    expect(cached.info.logonName).toBe('Basic.User');
    expect(userInfoBody(cached.info)).toEqual({ LogonName: 'Basic.User', EmailAddress: 'a@example.com' });
    expect(
      userInfoBody({
        ...cached.info,
        oldPassword: 'Old1',
        newPassword: 'New1pass',
        secretQuestion: 'Q2',
        secretAnswer: ' blue ',
      }),
    ).toEqual({
      LogonName: 'Basic.User',
      EmailAddress: 'a@example.com',
      OldPassword: 'Old1',
      NewPassword: 'New1pass',
      SecretQuestion: 'Q2',
      SecretAnswer: 'blue',
    });
  });
});

describe('profile error texts (spec §8)', () => {
  it('maps every listed code and sends unknown ones to Error', () => {
    expect(USER_INFO_CODES).toEqual(
      expect.arrayContaining([
        'InvalidCurrentPassword',
        'PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters',
        'LogonMatchesEmail',
        'BiometricsNotUpdated',
      ]),
    );
    expect(userInfoErrorKey('LogonNameExists')).toBe('profile.logonNameExists');
    expect(userInfoErrorKey('Whatever')).toBe('profile.saveError');
    expect(userInfoErrorKey(undefined)).toBe('profile.saveError');
  });
  it('hides code details by setting but keeps the display flags', () => {
    expect(userInfoErrorKey('ReusedPassword', true)).toBe('profile.saveError');
    expect(userInfoErrorKey('LogonNameExists', true)).toBe('profile.logonNameExists');
  });
  it('maps the personal-information refusals', () => {
    expect(personalInfoErrorKey('ZipCityNoMatch')).toBe('profile.cityNotInZip');
    expect(personalInfoErrorKey('Physical address cannot contain a PO box.')).toBe('profile.containsPoBox');
    expect(personalInfoErrorKey(undefined)).toBe('profile.saveError');
  });
});
