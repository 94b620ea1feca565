import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../store/memory-store.ts';
import type { SandboxStore } from '../store/sandbox-store.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const login = (app: TestApp, username: string, password: string) =>
  app.call('/api/login/userlogin', { json: { username, password } });

describe('login routes', () => {
  let app: TestApp;
  let store: SandboxStore;
  beforeAll(async () => {
    store = await createMemoryStore('default');
    app = await startTestApp({ store, clock: () => NOW });
  });
  afterAll(() => app.close());

  it('when the scenario borrower logs in then the answer carries the login fields of spec §3 and a fresh token', async () => {
    const res = await login(app, 'basic.user', 'Password1!');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      IsLoggedIn: true,
      UserToken: expect.stringMatching(/^[0-9a-f]{64}$/),
      CompanyNumber: 0,
      UserName: 'basic.user',
      PersonalName: 'Alex Borrower',
      EmailAddress: 'alex.borrower@example.com',
      EmailIsVerified: true,
      MustChangePassword: false,
      HasPasswordQuestion: true,
      IsTrustedDevice: true,
      CustomerID: '100200',
      ServicingBranch: '1',
      LastLoggedInIP: '203.0.113.10',
      LastLoggedIn: '2025-01-15T09:30:00.000Z',
      WebAgreementLogs: [],
    });
    expect(await store.sessions.find(body.UserToken)).toMatchObject({ userName: 'basic.user' });
  });

  it('when the borrower logs in again then LastLoggedIn is the previous login and the token differs', async () => {
    const first = await (await login(app, 'BASIC.borrower', 'Password1!')).json();
    const second = await (await login(app, 'basic.user', 'Password1!')).json();
    expect(second.LastLoggedIn).toBe(NOW.toISOString());
    expect(second.LastLoggedInIP).toBe('127.0.0.1');
    expect(second.UserToken).not.toBe(first.UserToken);
  });

  it.each([
    ['a wrong password', 'basic.user', 'Password1'],
    ['an unknown user', 'nobody.here', 'Password1!'],
  ])('when login uses %s then it answers 403 with error code Invalid', async (_case, username, password) => {
    const res = await login(app, username, password);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Invalid' }] });
  });

  it('when login lacks the password then it answers 400 BadRequest', async () => {
    const res = await app.call('/api/login/userlogin', { json: { username: 'basic.user' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: 'BadRequest' }] });
  });

  it('when the borrower logs out with the UserToken header then the session is gone', async () => {
    const { UserToken } = await (await login(app, 'basic.user', 'Password1!')).json();
    const res = await app.call('/api/Login/Logout', { json: {}, headers: { UserToken } });
    expect(res.status).toBe(200);
    expect(await store.sessions.find(UserToken)).toBeUndefined();
  });

  it('when logout carries the token in the body then the session is gone too', async () => {
    const { UserToken } = await (await login(app, 'basic.user', 'Password1!')).json();
    await app.call('/api/login/logout', { json: { UserToken } });
    expect(await store.sessions.find(UserToken)).toBeUndefined();
  });
});
