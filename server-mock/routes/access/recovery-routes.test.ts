import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { errorCode, lastMessageTo, loginCall, nextNoon, setClock, setSettings } from './access-test-kit.ts';

const DAVID = { EmailAddress: 'david.miller@example.com', ZipCode: '78205', ServicingBranch: '4' };
const tokenOf = (link: string | undefined) => link!.split('/').at(-1)!;

describe('recovery and password reset', { timeout: 30_000 }, () => {
  let app: TestApp;
  const now = nextNoon();
  beforeAll(async () => {
    app = await startTestApp();
    await setClock(app, now);
  }, 300_000);
  afterAll(() => app.close());

  it('when the identifying details match one user then GetSecretQuestion answers the logon name and question', async () => {
    const res = await app.call('/api/Recovery/GetSecretQuestion', { json: { ...DAVID, DateOfBirth: '1969-01-26' } });
    expect(await res.json()).toEqual({
      Credentials: {
        LogonName: 'david.miller',
        SecretQuestion: 'What city were you born in?',
        CredentialExpiration: null,
      },
      HasNoErrors: true,
      Errors: [],
    });
  });

  it('when the details match nobody then it answers Invalid; a user without a question answers BadQuestion', async () => {
    expect(
      await errorCode(
        await app.call('/api/Recovery/GetSecretQuestion', { json: { EmailAddress: 'nobody@example.com' } }),
      ),
    ).toBe('Invalid');
    expect(
      await errorCode(
        await app.call('/api/Recovery/GetSecretQuestion', { json: { EmailAddress: 'robert.kim@example.com' } }),
      ),
    ).toBe('BadQuestion');
  });

  it('when the locked user answers the question then the link lands in the outbox and resets the password and the lock', async () => {
    const res = await app.call('/api/Recovery/AnswerSecretQuestion', {
      json: { LogonName: 'david.miller', SecretAnswer: ' austin ', ...DAVID },
    });
    expect(await res.json()).toMatchObject({
      HasNoErrors: true,
      SuccessMessage: expect.stringContaining('receive an email shortly'),
    });
    const mail = await lastMessageTo(app, DAVID.EmailAddress);
    expect(mail.link).toMatch(/^\/#\/home\/forcePasswordChange\/[0-9a-f]{64}$/);
    const enc = tokenOf(mail.link);
    expect(await (await app.call('/api/Login/CheckTokenExpiration', { json: { Token: enc } })).json()).toMatchObject({
      Expired: false,
    });
    expect(
      await (await app.call('/api/Login/LookupLoginFromToken', { json: { UserToken: enc } })).json(),
    ).toMatchObject({ Logon: 'david.miller' });
    const reset = await (
      await app.call('/api/Login/ResetPassword', { json: { Enc: enc, Password: 'NewSecret9' } })
    ).json();
    expect(reset).toMatchObject({
      HasNoErrors: true,
      IsLoggedIn: true,
      UserToken: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect((await loginCall(app, 'david.miller', 'NewSecret9')).status).toBe(200);
    expect(await (await app.call('/api/Login/CheckTokenExpiration', { json: { Token: enc } })).json()).toMatchObject({
      Expired: true,
    });
    expect(
      await errorCode(await app.call('/api/Login/ResetPassword', { json: { Enc: enc, Password: 'Another9x' } })),
    ).toBe('Expired');
  });

  it('when three wrong answers are given then recovery answers RecoveryFailed twice and then RecoveryMaxAttempts', async () => {
    const body = { LogonName: 'karen.white', SecretAnswer: 'Dallas', EmailAddress: 'basic.user@example.com' };
    expect(await errorCode(await app.call('/api/Recovery/AnswerSecretQuestion', { json: body }))).toBe('Invalid');
    const alex = { LogonName: 'basic.user', SecretAnswer: 'Dallas', EmailAddress: 'alex.borrower@example.com' };
    const codes = [];
    for (let i = 0; i < 3; i += 1)
      codes.push(await errorCode(await app.call('/api/Recovery/AnswerSecretQuestion', { json: alex })));
    expect(codes).toEqual(['RecoveryFailed', 'RecoveryFailed', 'RecoveryMaxAttempts']);
    expect(
      await errorCode(await app.call('/api/Recovery/GetSecretQuestion', { json: { EmailAddress: alex.EmailAddress } })),
    ).toBe('RecoveryMaxAttempts');
  });

  it('when recovery without a question is on then GenerateNewPassword mails a link; off it answers RecoveryFailed', async () => {
    const body = {
      LogonName: 'robert.kim',
      EmailAddress: 'robert.kim@example.com',
      ZipCode: '74103',
      CredentialExpiration: null,
    };
    expect(await errorCode(await app.call('/api/Recovery/GenerateNewPassword', { json: body }))).toBe('RecoveryFailed');
    await setSettings(app, { 'access.recoverCredentialsWithoutQuestion': 'true' });
    expect(await (await app.call('/api/Recovery/GenerateNewPassword', { json: body })).json()).toEqual({
      HasNoErrors: true,
      Errors: [],
    });
    await setSettings(app, {});
    expect((await lastMessageTo(app, body.EmailAddress)).link).toContain('forcePasswordChange');
  });

  it.each([
    ['Short1', 'PasswordTooShort'],
    ['xlinda.nguyen1', 'PasswordSameAsLogin'],
    ['pw904771203', 'PasswordSameAsSSN'],
    ['onlyletters', 'PasswordNeedsLetterNumber'],
    ['Password1!', 'ChooseDifferentPassword'],
  ])('when the forced change uses %s then ResetPassword answers %s', async (password, code) => {
    const { ChangePasswordToken } = await (await loginCall(app, 'linda.nguyen')).json();
    const res = await app.call('/api/Login/ResetPassword', { json: { Enc: ChangePasswordToken, Password: password } });
    expect(await res.json()).toMatchObject({ HasNoErrors: false, IsLoggedIn: false, Errors: [{ ErrorMessage: code }] });
  });

  it('when a password from the history is chosen again then ResetPassword answers ReusedPassword', async () => {
    const first = await (await loginCall(app, 'linda.nguyen')).json();
    await app.call('/api/Login/ResetPassword', { json: { Enc: first.ChangePasswordToken, Password: 'Fresh2024a' } });
    const { ChangePasswordToken } = await await app
      .call('/api/Recovery/AnswerSecretQuestion', {
        json: { LogonName: 'linda.nguyen', SecretAnswer: 'Austin', EmailAddress: 'linda.nguyen@example.com' },
      })
      .then(async () => ({
        ChangePasswordToken: tokenOf((await lastMessageTo(app, 'linda.nguyen@example.com')).link),
      }));
    const res = await app.call('/api/Login/ResetPassword', {
      json: { Enc: ChangePasswordToken, Password: 'Password1!' },
    });
    expect(await errorCode(res)).toBe('ReusedPassword');
  });

  it('when the rule list asks for a capital and a special character then reset names the missing rule', async () => {
    await setSettings(
      app,
      {},
      {
        PasswordValidationRules:
          'MustContainCapitalLetter,MustContainSpecialCharacter,CannotContainConsecutiveCharacters',
      },
    );
    const { ChangePasswordToken } = await (await loginCall(app, 'james.carter'))
      .json()
      .catch(() => ({ ChangePasswordToken: undefined }));
    expect(ChangePasswordToken).toBeNull();
    const rules = await (
      await app.call('/api/CredentialValidationRules/GetPasswordValidationRules', { json: {} })
    ).json();
    expect(rules.PasswordValidationRules.map((r: { ValidationRuleType: string }) => r.ValidationRuleType)).toEqual([
      'MustContainCapitalLetter',
      'MustContainSpecialCharacter',
      'CannotContainConsecutiveCharacters',
    ]);
    await app.call('/api/Recovery/AnswerSecretQuestion', {
      json: { LogonName: 'james.carter', SecretAnswer: 'Austin', ZipCode: '77002' },
    });
    const enc = tokenOf((await lastMessageTo(app, 'james.carter@example.com')).link);
    const tryIt = async (Password: string) =>
      errorCode(await app.call('/api/Login/ResetPassword', { json: { Enc: enc, Password } }));
    expect(await tryIt('lowercase12!')).toBe('PasswordMissingCapitalLetter');
    expect(await tryIt('Uppercase12')).toBe('PasswordMissingSpecialCharacter');
    expect(await tryIt('Uppp-ercase12')).toBe('PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters');
    await setSettings(app, {});
  });

  it('when a reset link is older than an hour then CheckTokenExpiration says Expired and the reset answers Expired', async () => {
    await app.call('/api/Recovery/AnswerSecretQuestion', {
      json: { LogonName: 'susan.patel', SecretAnswer: 'Austin', ZipCode: '73102' },
    });
    const enc = tokenOf((await lastMessageTo(app, 'susan.patel@example.com')).link);
    await setClock(app, new Date(now.getTime() + 61 * 60_000));
    expect(await (await app.call('/api/Login/CheckTokenExpiration', { json: { Token: enc } })).json()).toMatchObject({
      Expired: true,
    });
    expect(
      await errorCode(await app.call('/api/Login/ResetPassword', { json: { Enc: enc, Password: 'Another9x' } })),
    ).toBe('Expired');
    await setClock(app, now);
  });

  it('when the async checks run for a reset then they report SSN, e-mail and previous-password matches', async () => {
    await app.call('/api/Recovery/AnswerSecretQuestion', {
      json: { LogonName: 'susan.patel', SecretAnswer: 'Austin', ZipCode: '73102' },
    });
    const enc = tokenOf((await lastMessageTo(app, 'susan.patel@example.com')).link);
    const check = async (PasswordToValidate: string) =>
      (
        await app.call('/api/Login/ValidatePasswordForResetPassword', {
          json: {
            PasswordToValidate,
            InvalidWhenMatchesSSN: true,
            InvalidWhenMatchEmail: true,
            InvalidWhenPasswordExists: true,
            ResetToken: enc,
          },
        })
      ).json();
    expect(await check('906-12-4589')).toEqual({
      PasswordMatchesSSN: true,
      PasswordMatchesEmail: false,
      PasswordExists: false,
    });
    expect(await check('Susan.Patel@example.com')).toEqual({
      PasswordMatchesSSN: false,
      PasswordMatchesEmail: true,
      PasswordExists: false,
    });
    expect(await check('Password1!')).toEqual({
      PasswordMatchesSSN: false,
      PasswordMatchesEmail: false,
      PasswordExists: true,
    });
  });
});
