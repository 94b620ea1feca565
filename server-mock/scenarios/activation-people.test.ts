/**
 * The people prepared for activation and registration keep what their descriptions promise
 * (e2e/account-links.spec.ts relies on them): each activation person has an own single-use token;
 * Victor's activation answers Restricted; Ivan's answers LogonNameTaken once Owen registered his
 * prepared logon name; Zoe's registration mails a verify-email link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, lastMessageTo, loginCall } from '../routes/access/access-test-kit.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { activationDemoToken } from './access-scenarios.ts';
import { unregisteredPeople } from './unregistered-people.ts';
import { registrationPayload as registration, unregisteredPerson as personWith } from './registration-payload.ts';

describe('people without a login (activation and registration scenarios)', { timeout: 30_000 }, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  }, 300_000);
  afterAll(() => app.close());

  const activate = (logonName: string, Password: string) =>
    app.call('/api/Register/ActivateAccount', { json: { Token: activationDemoToken(logonName), Password } });

  it('when each activation token is derived from its prepared logon name then they are all different', () => {
    const tokens = unregisteredPeople.flatMap((p) => (p.logonName ? [activationDemoToken(p.logonName)] : []));
    expect(tokens.length).toBeGreaterThanOrEqual(4);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('when Hana activates then her login is created and signs in', async () => {
    expect(await (await activate('hana.sato', 'Blossom2026')).json()).toEqual({
      LogonNameTaken: false,
      Restricted: false,
      UserName: 'hana.sato',
    });
    expect((await loginCall(app, 'hana.sato', 'Blossom2026')).status).toBe(200);
  });

  it('when the restricted Victor activates then it answers Restricted and his login is refused as restricted', async () => {
    expect(await (await activate('victor.hale', 'Compass2026')).json()).toEqual({
      LogonNameTaken: false,
      Restricted: true,
      UserName: 'victor.hale',
    });
    expect(await errorCode(await loginCall(app, 'victor.hale', 'Compass2026'))).toBe('Restricted');
  });

  it("when Owen registered the logon name prepared for Ivan then Ivan's activation answers LogonNameTaken and leaves the token unspent", async () => {
    const owen = personWith('person-owen-price');
    const registered = await app.call('/api/Register/RegisterUser', {
      json: registration(owen, 'ivan.petrov', 'Lantern2026'),
    });
    expect(await registered.json()).toEqual({ HasNoErrors: true, Errors: [] });
    for (let i = 0; i < 2; i += 1) {
      expect(await (await activate('ivan.petrov', 'Meadow2026')).json()).toEqual({
        LogonNameTaken: true,
        Restricted: false,
        UserName: 'ivan.petrov',
      });
    }
    // The name stays Owen's.
    expect((await loginCall(app, 'ivan.petrov', 'Lantern2026')).status).toBe(200);
    expect((await loginCall(app, 'ivan.petrov', 'Meadow2026')).status).toBe(403);
  });

  it('when Zoe registers without the e-mail code check then a verify-email link reaches her address and verifies it once', async () => {
    const zoe = personWith('person-zoe-adams');
    const registered = await app.call('/api/Register/RegisterUser', {
      json: registration(zoe, 'zoe.adams', 'Harvest2026'),
    });
    expect(await registered.json()).toEqual({ HasNoErrors: true, Errors: [] });
    const link = (await lastMessageTo(app, zoe.person.emailAddress)).link ?? '';
    expect(link).toMatch(/^\/#\/home\/verifyEmail\/[0-9a-f]{64}$/);
    const validate = () =>
      app.call('/api/Login/ValidateEmail', { json: { EncryptedUserData: link.split('/').at(-1) } });
    expect(await (await validate()).json()).toEqual({ HasNoErrors: true, Errors: [] });
    expect(await errorCode(await validate())).toBe('Invalid');
    expect(await (await loginCall(app, 'zoe.adams', 'Harvest2026')).json()).toMatchObject({ EmailIsVerified: true });
  });
});
