import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSession } from '../../store/sessions-repo.ts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { errorCode, lastMessageTo, loginCall, nextNoon, setClock, setSettings } from './access-test-kit.ts';

// Tomorrow noon UTC: after the seeded login history, which is placed before the seed moment.
const NOW = nextNoon();

describe('login routes', { timeout: 30_000 }, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    await setClock(app, NOW);
  }, 300_000);
  afterAll(() => app.close());

  it('when the basic user logs in then the answer carries the login fields of spec §3 and a live session', async () => {
    const res = await loginCall(app, 'basic.user');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      IsLoggedIn: true,
      UserToken: expect.stringMatching(/^[0-9a-f]{64}$/),
      CompanyNumber: 0,
      UserName: 'basic.user',
      PersonalName: 'Alex Borrower',
      EmailAddress: 'alex.borrower@example.com',
      EmailIsVerified: true,
      MustChangePassword: false,
      ChangePasswordToken: null,
      HasPasswordQuestion: true,
      IsTrustedDevice: true,
      IsEmailCommunicationRestriced: false,
      ServicingBranch: '1',
      TrustedDeviceToken: null,
      BiometricsTokenExpiration: null,
    });
    expect(body.WebAgreementLogs.length).toBeGreaterThan(0);
    expect(await findSession(app.ctx.db, body.UserToken)).toMatchObject({ userName: 'basic.user' });
  });

  it('when the user logs in again then LastLoggedIn is the previous login and the token differs', async () => {
    const first = await (await loginCall(app, 'BASIC.user')).json();
    const second = await (await loginCall(app, 'basic.user')).json();
    expect(second.LastLoggedIn).toBe(NOW.toISOString());
    expect(second.LastLoggedInIP).toMatch(/127\.0\.0\.1/);
    expect(second.UserToken).not.toBe(first.UserToken);
  });

  it.each([
    ['a wrong password', 'basic.user', 'Password1'],
    ['an unknown user', 'nobody.here', 'Password1!'],
  ])('when login uses %s then it answers 403 Invalid', async (_case, username, password) => {
    const res = await loginCall(app, username, password);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Invalid' }] });
  });

  it.each([
    ['the locked user', 'david.miller', 'LockedOnBadPassword'],
    ['the restricted user', 'karen.white', 'Restricted'],
    ['the SSO user with a password', 'nina.brooks', 'LogonNotAllowed'],
  ])('when %s logs in then it answers 403 %s', async (_case, username, code) => {
    const res = await loginCall(app, username);
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe(code);
  });

  it('when MFA is on and the user has no e-mail then login answers 403 MFANoEmail', async () => {
    await setSettings(app, { 'access.useMultiFactorAuthenticationOption': 'true' });
    const res = await loginCall(app, 'tom.harris');
    await setSettings(app, {});
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('MFANoEmail');
    expect((await loginCall(app, 'tom.harris')).status).toBe(200);
  });

  it('when maintenance mode is on then login answers 403 maintenanceModeEnabled', async () => {
    await app.call('/__mock/maintenance', { method: 'PUT', json: { isEnabled: true } });
    const res = await loginCall(app, 'basic.user');
    await app.call('/__mock/maintenance', { method: 'PUT', json: { isEnabled: false } });
    expect(await errorCode(res)).toBe('maintenanceModeEnabled');
  });

  it('when the must-change user logs in then the answer carries MustChangePassword and a ChangePasswordToken', async () => {
    const body = await (await loginCall(app, 'linda.nguyen')).json();
    expect(body).toMatchObject({
      MustChangePassword: true,
      ChangePasswordToken: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('when the ssn-check and no-question users log in then EmailIsVerified and HasPasswordQuestion are false', async () => {
    expect(await (await loginCall(app, 'james.carter')).json()).toMatchObject({ EmailIsVerified: false });
    expect(await (await loginCall(app, 'robert.kim')).json()).toMatchObject({ HasPasswordQuestion: false });
  });

  it('when the user logs out with the UserToken header then the session is gone', async () => {
    const token = await app.login('basic.user');
    const res = await app.call('/api/Login/Logout', { json: { UserToken: token }, headers: { UserToken: token } });
    expect(res.status).toBe(200);
    expect(await findSession(app.ctx.db, token)).toBeUndefined();
  });

  it('when a device id is sent then the answer carries a biometric expiry and tokenlogin signs in with that token once', async () => {
    const body = await (await loginCall(app, 'basic.user', 'Password1!', { deviceId: 'pixel-8' })).json();
    expect(body.BiometricsTokenExpiration).toBe(new Date(NOW.getTime() + 30 * 86_400_000).toISOString());
    const again = await app.call('/api/login/tokenlogin', { json: { Token: body.UserToken, DeviceID: 'pixel-8' } });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ IsLoggedIn: true, UserName: 'basic.user' });
    const reused = await app.call('/api/login/tokenlogin', { json: { Token: body.UserToken, DeviceID: 'pixel-8' } });
    expect(await errorCode(reused)).toBe('Invalid');
  });

  it('when tokenlogin comes from another device then it answers 403 Invalid', async () => {
    const body = await (await loginCall(app, 'basic.user', 'Password1!', { deviceId: 'pixel-8' })).json();
    const res = await app.call('/api/login/tokenlogin', { json: { Token: body.UserToken, DeviceID: 'iphone-15' } });
    expect(res.status).toBe(403);
  });

  it('when an MFA login runs with debug logs then no password, token or code is logged', async () => {
    const logged = await startTestApp({ collectLogs: true });
    try {
      const body = await (await loginCall(logged, 'maria.lopez')).json();
      const { code } = await lastMessageTo(logged, 'maria.lopez@example.com');
      await logged.call('/api/Login/ValidateCode', {
        json: { UserId: 'maria.lopez', Code: code, CreateTrustedDevice: true },
      });
      const text = logged.logs.join('\n');
      expect(text).not.toContain('Password1!');
      expect(text).not.toContain(body.UserToken);
      expect(text).not.toContain(code);
    } finally {
      await logged.close();
    }
  });
});

describe('login lockout', { timeout: 30_000 }, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  }, 300_000);
  afterAll(() => app.close());

  it('when a user enters 5 bad passwords then the 5th and every later login answer LockedOnBadPassword', async () => {
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 5; i += 1) codes.push(await errorCode(await loginCall(app, 'robert.kim', `Wrong${i}pass`)));
    expect(codes).toEqual(['Invalid', 'Invalid', 'Invalid', 'Invalid', 'LockedOnBadPassword']);
    const right = await loginCall(app, 'robert.kim');
    expect(right.status).toBe(403);
    expect(await errorCode(right)).toBe('LockedOnBadPassword');
  });

  it('when the institution sets MaxBadPasswordAttempts 2 then the 2nd bad password locks', async () => {
    await setSettings(app, {}, { MaxBadPasswordAttempts: 2 });
    expect(await errorCode(await loginCall(app, 'linda.nguyen', 'Nope1234'))).toBe('Invalid');
    expect(await errorCode(await loginCall(app, 'linda.nguyen', 'Nope1234'))).toBe('LockedOnBadPassword');
    await setSettings(app, {});
  });

  it('when a good password follows bad ones then the counter starts again', async () => {
    for (let i = 0; i < 4; i += 1) await loginCall(app, 'susan.patel', 'Wrong1234');
    expect((await loginCall(app, 'susan.patel')).status).toBe(200);
    expect(await errorCode(await loginCall(app, 'susan.patel', 'Wrong1234'))).toBe('Invalid');
  });
});
