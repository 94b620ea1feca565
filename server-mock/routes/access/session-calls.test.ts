import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoToken, SSO_DEMO_TOKEN } from '../../scenarios/access-scenarios.ts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { errorCode, loginCall, nextNoon, setClock, setSettings } from './access-test-kit.ts';

describe('login steps, agreements, rules and tokens', { timeout: 30_000 }, () => {
  let app: TestApp;
  const now = nextNoon();
  beforeAll(async () => {
    app = await startTestApp();
    await setClock(app, now);
  }, 300_000);
  afterAll(() => app.close());

  it('when the ssn-check user confirms the right SSN then the user counts as verified; a wrong SSN answers 403', async () => {
    const call = (SocialSecurityNumber: string) =>
      app.call('/api/Login/VerifyNewUser', {
        json: { Credentials: { UserName: 'james.carter', Password: 'Password1!' }, SocialSecurityNumber },
      });
    expect((await call('903582147')).status).toBe(403);
    expect(await (await call('903582146')).json()).toEqual({ HasNoErrors: true, Errors: [] });
    expect(await (await loginCall(app, 'james.carter')).json()).toMatchObject({ EmailIsVerified: true });
  });

  it('when the no-question user sets a question with the session token then HasPasswordQuestion turns true', async () => {
    const token = await app.login('robert.kim');
    const res = await app.call('/api/register/SetPasswordQuestion', {
      json: { PasswordQuestion: 'Favorite teacher?', PasswordAnswer: 'Ms. Gray', UserToken: token },
    });
    expect(res.status).toBe(200);
    expect(await (await loginCall(app, 'robert.kim')).json()).toMatchObject({ HasPasswordQuestion: true });
    const stale = await app.call('/api/register/SetPasswordQuestion', {
      json: { PasswordQuestion: 'Q?', PasswordAnswer: 'A', UserToken: 'f'.repeat(64) },
    });
    expect(stale.status).toBe(401);
  });

  it('when the agreements user logs in then the login agreement is needed until AgreementLogging records it', async () => {
    await setSettings(app, {
      'agreements.agreement1':
        'https://www.example.com/terms.pdf|01/01/2024|Online Banking Agreement|registration-login',
    });
    const token = await app.login('susan.patel');
    const needed = async () =>
      (
        await (
          await app.call('/api/AgreementLogging/GetNeededAgreements?whenToAgree=0', { headers: { UserToken: token } })
        ).json()
      ).Agreements;
    expect(await needed()).toEqual([
      {
        Name: 'Online Banking Agreement',
        Url: 'https://www.example.com/terms.pdf',
        HostNum: 11337,
        WhenToAgree: [1, 0],
        Date: '2024-01-01',
      },
    ]);
    const res = await app.call('/api/AgreementLogging', {
      json: { Agreements: [11337], UserName: 'susan.patel', UnRestrictEmail: false },
      headers: { UserToken: token },
    });
    expect(res.status).toBe(200);
    expect(await needed()).toEqual([]);
    const login = await (await loginCall(app, 'susan.patel')).json();
    expect(login.WebAgreementLogs).toEqual([
      { DateOfTerms: '2024-01-01', DateOfAgreement: now.toISOString().slice(0, 10) },
    ]);
    await setSettings(app, {});
  });

  it('when an e-statement consent is recorded as withdrawn then the agreement is needed again before e-statements go back on', async () => {
    await setSettings(app, {
      'agreements.agreement2': 'https://www.example.com/esign.pdf|01/01/2024|E-Sign Consent|estatements',
    });
    const token = await app.login('susan.patel');
    const needed = async () =>
      (
        await (
          await app.call('/api/AgreementLogging/GetNeededAgreements?whenToAgree=3', { headers: { UserToken: token } })
        ).json()
      ).Agreements;
    const record = (Withdrawn: boolean) =>
      app.call('/api/AgreementLogging/LogAgreementRecords', {
        json: {
          UserName: 'susan.patel',
          Records: [
            {
              AgreementType: 11338,
              DateOfAgreement: now.toISOString().slice(0, 10),
              NameOfTerms: 'E-Sign Consent',
              DateOfTerms: '2024-01-01',
              WhenToAgree: 3,
              Withdrawn,
            },
          ],
        },
        headers: { UserToken: token },
      });
    expect((await record(false)).status).toBe(200);
    expect(await needed()).toEqual([]);
    expect((await record(true)).status).toBe(200);
    expect((await needed()).map((a: { HostNum: number }) => a.HostNum)).toEqual([11338]);
    expect((await record(false)).status).toBe(200);
    expect(await needed()).toEqual([]);
    await setSettings(app, {});
  });

  it('when the rules are asked for then the institution minimums and the default rule list answer', async () => {
    const pw = await (await app.call('/api/CredentialValidationRules/GetPasswordValidationRules', { json: {} })).json();
    expect(pw.MinimumLength).toBe(8);
    expect(pw.PasswordValidationRules.map((r: { ValidationRuleType: string }) => r.ValidationRuleType)).toContain(
      'CannotMatchSSN',
    );
    const logon = await (await app.call('/api/CredentialValidationRules/GetLogonValidationRules', { json: {} })).json();
    expect(logon).toEqual({
      LogonValidationRules: [
        { ValidationRuleType: 'MustContainLetter', ValidationRegex: null, RegexMatchMeansError: false },
        { ValidationRuleType: 'CannotMatchEmail', ValidationRegex: null, RegexMatchMeansError: false },
      ],
      MinimumLength: 8,
      MaximumLength: 12,
    });
  });

  it('when a logged-in user checks a password then SSN, e-mail and existing-password matches are reported', async () => {
    const token = await app.login('basic.user');
    const check = async (PasswordToValidate: string) =>
      (
        await app.call('/api/Login/ValidatePasswordForLoggedInUser', {
          json: {
            PasswordToValidate,
            InvalidWhenMatchesSSN: true,
            InvalidWhenMatchEmail: true,
            InvalidWhenPasswordExists: true,
          },
          headers: { UserToken: token },
        })
      ).json();
    expect(await check('123-45-6789')).toEqual({
      PasswordMatchesSSN: true,
      PasswordMatchesEmail: false,
      PasswordExists: false,
    });
    expect(await check('alex.borrower@example.com')).toMatchObject({ PasswordMatchesEmail: true });
    expect(await check('Password1!')).toMatchObject({ PasswordExists: true });
  });

  it('when a passable token is fetched then it is a 64-hex string; without a session it answers 401', async () => {
    const token = await app.login('basic.user');
    const res = await app.call('/api/PassableToken/GetPassableToken', { headers: { UserToken: token } });
    expect(await res.json()).toMatch(/^[0-9a-f]{64}$/);
    expect((await app.call('/api/PassableToken/GetPassableToken')).status).toBe(401);
  });

  it('when the SSO token signs in then a session opens; an unknown token answers IsLoggedIn false', async () => {
    const ok = await (
      await app.call('/api/Login/SsoLogin', { json: { Token: SSO_DEMO_TOKEN, Channel: 'Web' } })
    ).json();
    expect(ok).toMatchObject({ IsLoggedIn: true, UserName: 'nina.brooks' });
    expect(
      await (await app.call('/api/Login/SsoLogin', { json: { Token: 'e'.repeat(64), Channel: 'Web' } })).json(),
    ).toEqual({ IsLoggedIn: false });
  });

  it('when the opt-out token is posted then it answers HasNoErrors; an unknown one answers an error', async () => {
    const res = await app.call('/api/OptOut/OptOut', { json: { EmailAddress: demoToken('opt-out', 'basic.user') } });
    expect(await res.json()).toEqual({ HasNoErrors: true, Errors: [] });
    expect(await errorCode(await app.call('/api/OptOut/OptOut', { json: { EmailAddress: 'unknown-token' } }))).toBe(
      'Invalid',
    );
  });
});
