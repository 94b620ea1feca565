import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { createLogger, REDACTED, scrubText } from './logger.ts';

function collectingLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger({ level: 'info', destination }), lines };
}

describe('log redaction', () => {
  it('when a request with a token header and a password body is logged then both values are redacted', () => {
    const { logger, lines } = collectingLogger();
    logger.info({
      req: {
        headers: { usertoken: 'tok-123', authorization: 'Bearer abc', cookie: 'sid=1', host: 'localhost' },
        body: { UserName: 'basic.user', Password: 'Password1!', Credentials: { Password: 'p2' }, password: 'p3' },
      },
      card: { CardNumber: '4111111111111111', Cvv: '123' },
    });
    const logged = JSON.parse(lines[0]!);
    expect(logged.req.headers).toEqual({
      usertoken: REDACTED,
      authorization: REDACTED,
      cookie: REDACTED,
      host: 'localhost',
    });
    expect(logged.req.body).toEqual({
      UserName: 'basic.user',
      Password: REDACTED,
      Credentials: { Password: REDACTED },
      password: REDACTED,
    });
    expect(logged.card).toEqual({ CardNumber: REDACTED, Cvv: REDACTED });
  });

  it('when secrets sit in arrays or in unusual casing then they are redacted too and other fields are kept', () => {
    const { logger, lines } = collectingLogger();
    logger.info({ payments: [{ CARDNUMBER: '4111111111111111', amount: 10 }], SecretAnswer: 'Rex', userName: 'x' });
    const logged = JSON.parse(lines[0]!);
    expect(logged.payments).toEqual([{ CARDNUMBER: REDACTED, amount: 10 }]);
    expect(logged.SecretAnswer).toBe(REDACTED);
    expect(logged.userName).toBe('x');
  });

  it('when payment and identity payloads are logged then card numbers, security codes, ACH account numbers, tokens and SSNs are redacted', () => {
    const { logger, lines } = collectingLogger();
    logger.info({
      body: {
        LoanAccountNumber: '0101-100234-7',
        SingleUseCard: {
          CardNumber: '4111111111111111',
          SecurityCode: '123',
          ExpirationDate: '12/29',
          CardType: 'visa',
        },
        SingleUseAch: { RoutingNumber: '021000021', AccountNumber: '123456789012', OwnerName: 'Alex' },
        Token: 'reset-abc-123',
        TrustedDeviceToken: 'device-xyz-789',
        PasswordToken: 'pw-token-1',
        SocialSecurityNumber: '123456789',
        Ssn: '6789',
        NewPassword: 'Secret1!',
        MustChangePassword: false,
      },
      account: { AccountNumber: '0101-100234-7', Balance: 12.5 },
    });
    const line = lines[0]!;
    const logged = JSON.parse(line);
    for (const secret of [
      '4111111111111111',
      '"123"',
      '123456789012',
      'reset-abc-123',
      'device-xyz-789',
      'pw-token-1',
      '123456789"',
      '6789',
      'Secret1!',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(logged.body.SingleUseCard).toEqual({
      CardNumber: REDACTED,
      SecurityCode: REDACTED,
      ExpirationDate: '12/29',
      CardType: 'visa',
    });
    expect(logged.body.SingleUseAch).toEqual({
      RoutingNumber: '021000021',
      AccountNumber: REDACTED,
      OwnerName: 'Alex',
    });
    expect(logged.body.LoanAccountNumber).toBe('0101-100234-7');
    expect(logged.body.MustChangePassword).toBe(false);
    expect(logged.account).toEqual({ AccountNumber: '0101-100234-7', Balance: 12.5 });
  });

  it.each([
    ['a 64-hex user token', `token ${'ab12'.repeat(16)} end`, `token ${REDACTED} end`],
    ['a card number with spaces', 'paid with 4111 1111 1111 1111.', `paid with ${REDACTED}.`],
    ['a card number with dashes', '5500-0000-0000-0004', REDACTED],
    ['a long word without digits', 'CannotContainConsecutiveCharacters', 'CannotContainConsecutiveCharacters'],
    ['a hashed asset name', 'at /assets/index-B3xk9Q2a.js:1:20', 'at /assets/index-B3xk9Q2a.js:1:20'],
  ])('when free text holds %s then scrubText gives the expected text', (_case, text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });
});

describe('request log of the app', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ collectLogs: true });
  });
  afterAll(() => app.close());

  it('when a call carries the UserToken header then the request log line keeps only telling headers, never the token', async () => {
    const { UserToken } = await (
      await app.call('/api/login/userlogin', { json: { username: 'basic.user', password: 'Password1!' } })
    ).json();
    await app.call('/api/Login/Logout', { json: { UserToken }, headers: { UserToken } });
    const logoutLine = app.logs.map((l) => JSON.parse(l)).find((l) => l.req?.path === '/api/Login/Logout');
    expect(logoutLine.req.headers).not.toHaveProperty('usertoken');
    expect(logoutLine.req.headers['content-type']).toMatch(/json/);
    expect(app.logs.join('\n')).not.toContain(UserToken);
    expect(app.logs.join('\n')).not.toContain('Password1!');
  });
});
