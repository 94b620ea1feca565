import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '@/api/auth/login-types';
import { toSessionUser } from './session-user';

const login = (extra: Partial<LoginResponse> = {}): LoginResponse => ({
  IsLoggedIn: true,
  UserToken: 'tok',
  CompanyNumber: 0,
  UserName: 'jdoe',
  EmailAddress: 'j@example.com',
  PersonalName: 'Jane Doe',
  ServicingBranch: '12',
  ...extra,
});

describe('toSessionUser (access spec §1, §3)', () => {
  it('when CompanyNumber is 0, then the user is personal', () => {
    expect(toSessionUser(login({ CompanyNumber: 0 })).isPersonalUser).toBe(true);
  });
  it('when CompanyNumber is anything else, then the user is non-personal', () => {
    expect(toSessionUser(login({ CompanyNumber: 4 })).isPersonalUser).toBe(false);
    expect(toSessionUser(login({ CompanyNumber: 1200 })).isPersonalUser).toBe(false);
  });
  it('derives hasEmailAddress from a non-empty e-mail', () => {
    expect(toSessionUser(login()).hasEmailAddress).toBe(true);
    expect(toSessionUser(login({ EmailAddress: '  ' })).hasEmailAddress).toBe(false);
    expect(toSessionUser(login({ EmailAddress: '' })).hasEmailAddress).toBe(false);
    expect(toSessionUser(login({ EmailAddress: undefined })).hasEmailAddress).toBe(false);
  });
  it('keeps token, names and branch as text and never the password', () => {
    const user = toSessionUser({ ...login(), Password: 'secret' } as LoginResponse);
    expect(user).toMatchObject({
      userToken: 'tok',
      username: 'jdoe',
      personalName: 'Jane Doe',
      servicingBranch: '12',
      loggedIn: true,
    });
    expect(JSON.stringify(user)).not.toContain('secret');
  });
});
