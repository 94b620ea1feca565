import { describe, expect, it } from 'vitest';
import { isSsoInUse, ssoLoginAddress } from './sso-login-url';

describe('SSO login address (access spec §4 "SSO")', () => {
  it('SSO is in use when the SSO login URL setting exists', () => {
    expect(isSsoInUse('')).toBe(false);
    expect(isSsoInUse('   ')).toBe(false);
    expect(isSsoInUse('https://idp.example.com/login')).toBe(true);
  });
  it('appends the reason as code parameter', () => {
    expect(ssoLoginAddress('https://idp.example.com/login', 'notLoggedIn')).toBe('https://idp.example.com/login?code=notLoggedIn');
    expect(ssoLoginAddress('https://idp.example.com/login?app=portal', 'error')).toBe('https://idp.example.com/login?app=portal&code=error');
    expect(ssoLoginAddress('https://idp.example.com/login')).toBe('https://idp.example.com/login');
  });
  it('gives null (No SSO URL defined!) for anything that is not an http(s) address', () => {
    expect(ssoLoginAddress('')).toBeNull();
    expect(ssoLoginAddress('idp.example.com')).toBeNull();
    expect(ssoLoginAddress('javascript:alert(1)')).toBeNull();
  });
});
