import { describe, expect, it } from 'vitest';
import { isSsoInUse, ssoLoginAddress } from './sso-login-url';

describe('SSO login address (access spec §4 "SSO")', () => {
  it('SSO is in use when the SSO login URL setting exists', () => {
    expect(isSsoInUse('')).toBe(false);
    expect(isSsoInUse('   ')).toBe(false);
    expect(isSsoInUse('https://idp.example.com/login')).toBe(true);
  });
  it('appends the reason as code parameter when the append-code setting is on', () => {
    const on = (reason?: string) => ({ reason, appendCode: true });
    expect(ssoLoginAddress('https://idp.example.com/login', on('notLoggedIn'))).toBe(
      'https://idp.example.com/login?code=notLoggedIn',
    );
    expect(ssoLoginAddress('https://idp.example.com/login?app=portal', on('error'))).toBe(
      'https://idp.example.com/login?app=portal&code=error',
    );
    expect(ssoLoginAddress('https://idp.example.com/login', on())).toBe('https://idp.example.com/login');
  });
  it('appends no code parameter when the append-code setting is off (its default)', () => {
    expect(ssoLoginAddress('https://idp.example.com/login', { reason: 'notLoggedIn' })).toBe(
      'https://idp.example.com/login',
    );
    expect(ssoLoginAddress('https://idp.example.com/login?app=portal', { reason: 'error', appendCode: false })).toBe(
      'https://idp.example.com/login?app=portal',
    );
  });
  it('gives null (No SSO URL defined!) for anything that is not an http(s) address', () => {
    expect(ssoLoginAddress('')).toBeNull();
    expect(ssoLoginAddress('idp.example.com')).toBeNull();
    expect(ssoLoginAddress('javascript:alert(1)')).toBeNull();
  });
});
