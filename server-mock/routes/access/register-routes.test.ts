import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVATION_DEMO_TOKEN } from '../../scenarios/access-scenarios.ts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { errorCode, lastMessageTo, loginCall, nextNoon, setClock, setSettings } from './access-test-kit.ts';

const EMILY = {
  AccountNumber: '0001-204518-3',
  AccountType: 'Loan',
  DateOfBirth: '06/15/1991',
  EmailAddress: 'emily.chen@example.com',
  FirstName: 'Emily',
  LastName: 'Chen',
  PhoneNumber: '(512) 555-0111',
  Ssn: '911204587',
  Zip: '78701',
  SecretQuestion: 'What was the name of your first pet?',
  SecretAnswer: 'Biscuit',
  LogonName: 'emily.chen',
  Password: 'Sunrise2025',
  PasswordConfirm: 'Sunrise2025',
};
const register = (app: TestApp, change: Record<string, unknown> = {}) =>
  app.call('/api/Register/RegisterUser', { json: { ...EMILY, ...change } });

describe('registration, activation and e-mail links', { timeout: 30_000 }, () => {
  let app: TestApp;
  const now = nextNoon();
  beforeAll(async () => {
    app = await startTestApp();
    await setClock(app, now);
  }, 300_000);
  afterAll(() => app.close());

  it.each([
    [{ Ssn: '91120458' }, 'SSN'],
    [{ DateOfBirth: '02/30/1991' }, 'DateOfBirth'],
    [{ AccountNumber: '0001-2045-3' }, 'AccountNumberError'],
    [{ LogonName: 'emily' }, 'UserNameTooShort'],
    [{ LogonName: '20240615' }, 'LogonMissingLetter'],
    [{ LogonName: 'Emily.Chen@example.com' }, 'LogonMatchesEmail'],
    [{ Password: 'Short1' }, 'PasswordTooShort'],
    [{ Password: 'emily.chen12' }, 'PasswordSameUserName'],
    [{ Password: 'x911204587' }, 'PasswordSameSSN'],
    [{ Password: 'onlyletters' }, 'PasswordLettersNumbers'],
    [{ LogonName: 'basic.user' }, 'LoginNameExists'],
    [{ LastName: 'Smith' }, 'Invalid'],
  ])('when registration sends %o then it answers %s', async (change, code) => {
    const res = await register(app, change);
    expect(res.status).toBe(200);
    expect(await errorCode(res)).toBe(code);
  });

  it('when the institution has a registration agreement and it is not agreed then it answers MustAgreeToAllError', async () => {
    await setSettings(app, {
      'agreements.agreement1':
        'https://www.example.com/terms.pdf|01/01/2024|Online Banking Agreement|registration-login',
    });
    expect(await errorCode(await register(app))).toBe('MustAgreeToAllError');
    await setSettings(app, {});
  });

  it('when a known person registers then the login works, the consent is recorded and a verify link is mailed', async () => {
    await setSettings(app, {
      'agreements.agreement1':
        'https://www.example.com/terms.pdf|01/01/2024|Online Banking Agreement|registration-login',
    });
    const res = await register(app, { Agreements: [{ AgreedTo: true, AgreementType: 11337 }] });
    expect(await res.json()).toEqual({ HasNoErrors: true, Errors: [] });
    const login = await (await loginCall(app, 'emily.chen', 'Sunrise2025')).json();
    expect(login).toMatchObject({
      IsLoggedIn: true,
      EmailIsVerified: false,
      HasPasswordQuestion: true,
      WebAgreementLogs: [{ DateOfTerms: '2024-01-01' }],
    });
    const needed = await app.call('/api/AgreementLogging/GetNeededAgreements?whenToAgree=0', {
      headers: { UserToken: login.UserToken },
    });
    expect((await needed.json()).Agreements).toEqual([]);
    const link = (await lastMessageTo(app, 'emily.chen@example.com')).link!;
    expect(link).toMatch(/^\/#\/home\/verifyEmail\/[0-9a-f]{64}$/);
    const enc = link.split('/').at(-1);
    expect(await (await app.call('/api/Login/ValidateEmail', { json: { EncryptedUserData: enc } })).json()).toEqual({
      HasNoErrors: true,
      Errors: [],
    });
    expect(await errorCode(await app.call('/api/Login/ValidateEmail', { json: { EncryptedUserData: enc } }))).toBe(
      'Invalid',
    );
    expect(await (await loginCall(app, 'emily.chen', 'Sunrise2025')).json()).toMatchObject({ EmailIsVerified: true });
    await setSettings(app, {});
    expect(await errorCode(await register(app, { LogonName: 'emily.chen2' }))).toBe('Invalid');
  });

  it('when the restricted person registers then it answers Restricted and the login is refused', async () => {
    const res = await register(app, {
      AccountNumber: '0002-318804-1',
      AccountType: 'Deposit',
      Ssn: '912375460',
      LastName: 'Rivera',
      DateOfBirth: '09/28/1984',
      Zip: '75201',
      LogonName: 'paul.rivera',
      Password: 'Harbor2025',
    });
    expect(await errorCode(res)).toBe('Restricted');
    expect(await errorCode(await loginCall(app, 'paul.rivera', 'Harbor2025'))).toBe('Restricted');
  });

  it('when the registration e-mail code is validated then it passes; expired and repeated failures answer the spec codes', async () => {
    const generate = async () => {
      const { MFAToken } = await (
        await app.call('/api/Register/GenerateMFACode', {
          json: { Id: 'anon-1', FirstName: 'Jo', EmailAddress: 'jo.new@example.com' },
        })
      ).json();
      return { MFAToken, code: (await lastMessageTo(app, 'jo.new@example.com')).code! };
    };
    const validate = (MFAToken: string, Code: string) =>
      app.call('/api/Register/ValidateCode', { json: { MFAToken, Code, UserId: 'anon-1' } });
    const first = await generate();
    expect((await validate(first.MFAToken, first.code)).status).toBe(200);
    const late = await generate();
    await setClock(app, new Date(now.getTime() + 11 * 60_000));
    expect(await errorCode(await validate(late.MFAToken, late.code))).toBe('CodeExpired');
    await setClock(app, now);
    const tried = await generate();
    const bad = tried.code === '000000' ? '111111' : '000000';
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push(await errorCode(await validate(tried.MFAToken, bad)));
    expect(codes).toEqual(['Invalid', 'Invalid', 'MaxAttemptsReached']);
  });

  it('when the activation token is used then the login is created once; a second use is refused', async () => {
    const res = await app.call('/api/Register/ActivateAccount', {
      json: { Token: ACTIVATION_DEMO_TOKEN, Password: 'Garden2025' },
    });
    expect(await res.json()).toEqual({ LogonNameTaken: false, Restricted: false, UserName: 'grace.okafor' });
    expect((await loginCall(app, 'grace.okafor', 'Garden2025')).status).toBe(200);
    expect(
      (
        await app.call('/api/Register/ActivateAccount', {
          json: { Token: ACTIVATION_DEMO_TOKEN, Password: 'Garden2025' },
        })
      ).status,
    ).toBe(403);
  });
});
