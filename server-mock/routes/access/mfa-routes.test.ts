import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { errorCode, lastMessageTo, loginCall, nextNoon, setClock } from './access-test-kit.ts';

const EMAIL = 'maria.lopez@example.com';
const validate = (app: TestApp, Code: string, CreateTrustedDevice = false) =>
  app.call('/api/Login/ValidateCode', { json: { UserId: 'maria.lopez', Code, CreateTrustedDevice } });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('multi-factor login', { timeout: 30_000 }, () => {
  let app: TestApp;
  let now: Date;
  beforeAll(async () => {
    app = await startTestApp();
  }, 300_000);
  afterAll(() => app.close());

  it('when the MFA user logs in then the token is pending and a 6-digit code is in the outbox', async () => {
    now = nextNoon();
    await setClock(app, now);
    const body = await (await loginCall(app, 'maria.lopez')).json();
    expect(body).toMatchObject({
      IsLoggedIn: false,
      IsTrustedDevice: false,
      UserToken: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const pendingCall = await app.call('/api/PassableToken/GetPassableToken', {
      headers: { UserToken: body.UserToken },
    });
    expect(pendingCall.status).toBe(401);
    expect((await lastMessageTo(app, EMAIL)).code).toMatch(/^\d{6}$/);
  });

  it('when the code from the outbox is validated then the pending token becomes a live session', async () => {
    const login = await (await loginCall(app, 'maria.lopez')).json();
    const { code } = await lastMessageTo(app, EMAIL);
    const res = await validate(app, code!);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ UserToken: login.UserToken, EmailAddress: EMAIL, TrustedDeviceToken: null });
    expect(
      (await app.call('/api/PassableToken/GetPassableToken', { headers: { UserToken: body.UserToken } })).status,
    ).toBe(200);
    expect(await errorCode(await validate(app, code!))).toBe('Invalid');
  });

  it('when the code is entered after 10 minutes then it answers 403 CodeExpired and ResendCode sends a fresh one', async () => {
    await loginCall(app, 'maria.lopez');
    const { code } = await lastMessageTo(app, EMAIL);
    await setClock(app, new Date(now.getTime() + 11 * 60_000));
    const res = await validate(app, code!);
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('CodeExpired');
    expect((await app.call('/api/Login/ResendCode', { json: { UserId: 'maria.lopez' } })).status).toBe(200);
    const fresh = await lastMessageTo(app, EMAIL);
    expect((await validate(app, fresh.code!)).status).toBe(200);
    await setClock(app, now);
  });

  it('when three wrong codes are entered then it answers MaxAttemptsReached, even for the right code', async () => {
    await loginCall(app, 'maria.lopez');
    const { code } = await lastMessageTo(app, EMAIL);
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push(await errorCode(await validate(app, wrong(code!))));
    expect(codes).toEqual(['Invalid', 'Invalid', 'MaxAttemptsReached']);
    expect(await errorCode(await validate(app, code!))).toBe('MaxAttemptsReached');
  });

  it('when the device is trusted at validation then the next login with that token skips the code', async () => {
    await loginCall(app, 'maria.lopez');
    const { code } = await lastMessageTo(app, EMAIL);
    const { TrustedDeviceToken, CustomerID } = await (await validate(app, code!, true)).json();
    expect(TrustedDeviceToken).toMatch(/^[0-9a-f]{64}$/);
    const sent = (await app.call('/__mock/outbox').then((r) => r.json())) as unknown;
    const next = await (
      await loginCall(app, 'maria.lopez', 'Password1!', { trustedDeviceTokens: { [CustomerID]: TrustedDeviceToken } })
    ).json();
    expect(next).toMatchObject({ IsLoggedIn: true, IsTrustedDevice: true });
    expect(await app.call('/__mock/outbox').then((r) => r.json())).toEqual(sent);
  });

  it('when another user offers the trusted-device token then it is not honoured', async () => {
    await loginCall(app, 'maria.lopez');
    const { code } = await lastMessageTo(app, EMAIL);
    const { TrustedDeviceToken } = await (await validate(app, code!, true)).json();
    const body = await (
      await loginCall(app, 'tom.harris', 'Password1!', { trustedDeviceTokens: { '0': TrustedDeviceToken } })
    ).json();
    expect(body.UserName).toBe('tom.harris');
  });

  it('when ResendCode names a user with no pending login then it answers 403 Invalid', async () => {
    expect(await errorCode(await app.call('/api/Login/ResendCode', { json: { UserId: 'basic.user' } }))).toBe(
      'Invalid',
    );
  });
});
