import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { CODE_CHECK_LIMITS, LOGIN_LIMITS } from '../../use-cases/limits/sign-in-limits.ts';

/** A call from `address` (the test app trusts the loopback proxy, so X-Forwarded-For names the caller). */
async function postFrom(app: TestApp, address: string, path: string, json: unknown) {
  const res = await app.call(path, { json, headers: { 'x-forwarded-for': address } });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() };
}
const login = (app: TestApp, address: string, username: string, password = 'wrong') =>
  postFrom(app, address, '/api/login/userlogin', { username, password });
const validate = (app: TestApp, address: string, UserId: string) =>
  postFrom(app, address, '/api/Login/ValidateCode', { UserId, Code: '000000', CreateTrustedDevice: false });

const TOO_MANY = JSON.stringify({ HasNoErrors: false, Errors: [{ ErrorMessage: 'MaxAttemptsReached' }] });

describe('borrower login limits', { timeout: 120_000 }, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ trustProxy: 'loopback' });
  }, 120_000);
  afterAll(() => app?.close());
  beforeEach(async () => {
    await app.call('/__mock/reset', { method: 'POST' });
  }, 60_000);

  it('when the name is unknown or the password wrong then the answers are byte-identical', async () => {
    const unknown = await login(app, '198.51.100.1', 'nobody.here');
    const wrong = await login(app, '198.51.100.2', 'basic.user');
    expect(unknown.status).toBe(403);
    expect(wrong).toEqual(unknown);
  });

  it('when one address fails too often for a name then login answers 429 MaxAttemptsReached with Retry-After, known or not, and other addresses still log in', async () => {
    const { failuresPerAccountAndAddress, blockMinutes } = LOGIN_LIMITS;
    for (let i = 0; i < failuresPerAccountAndAddress; i += 1) await login(app, '203.0.113.7', 'nobody.here');
    for (let i = 0; i < failuresPerAccountAndAddress; i += 1) await login(app, '203.0.113.8', 'no.one.else');
    const first = await login(app, '203.0.113.7', 'nobody.here');
    expect(first.status).toBe(429);
    expect(first.body).toBe(TOO_MANY);
    expect(Number(first.retryAfter)).toBeGreaterThan(blockMinutes * 60 - 60);
    expect(Number(first.retryAfter)).toBeLessThanOrEqual(blockMinutes * 60);
    const other = await login(app, '203.0.113.8', 'no.one.else');
    expect(other.status).toBe(429);
    expect(other.body).toBe(TOO_MANY);
    expect((await login(app, '198.51.100.9', 'basic.user', 'Password1!')).status).toBe(200);
  });

  it('when one address logs in more often than its limit per minute then it answers 429', async () => {
    // All but the last attempt of the minute straight through the limits (a password check each would take most of the
    // minute on a busy machine).
    for (let i = 0; i < LOGIN_LIMITS.attemptsPerAddressPerMinute - 1; i += 1)
      await app.ctx.limits.login.admit({ address: '203.0.113.20', account: `name.${i}` });
    expect((await login(app, '203.0.113.20', 'nobody.here')).status).toBe(403);
    const over = await login(app, '203.0.113.20', 'basic.user', 'Password1!');
    expect(over.status).toBe(429);
    expect(over.body).toBe(TOO_MANY);
    expect(Number(over.retryAfter)).toBeLessThanOrEqual(60);
    expect((await login(app, '203.0.113.21', 'basic.user', 'Password1!')).status).toBe(200);
  });

  it('when one address sends too many wrong security codes for a user then ValidateCode answers 429', async () => {
    for (let i = 0; i < CODE_CHECK_LIMITS.failuresPerAccountAndAddress; i += 1)
      expect((await validate(app, '203.0.113.30', 'maria.lopez')).status).toBe(403);
    const over = await validate(app, '203.0.113.30', 'maria.lopez');
    expect(over.status).toBe(429);
    expect(over.body).toBe(TOO_MANY);
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    expect((await validate(app, '203.0.113.31', 'maria.lopez')).status).toBe(403);
  });
});
