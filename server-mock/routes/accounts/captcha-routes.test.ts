import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countClaimedSolutions } from '../../store/accounts/captcha-repo.ts';
import { listMessages } from '../../store/accounts/messages-repo.ts';
import { solveCaptcha } from '../../testing/solve-captcha.ts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';

const question = (ReCaptchaCode: string) => ({
  FeedbackType: 'Question',
  Name: 'Ann Lee',
  Email: 'ann@example.com',
  Subject: 'Hours',
  Message: 'When do you open?',
  ReCaptchaCode,
});
const decode = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Record<string, unknown>;
const encode = (payload: Record<string, unknown>) => Buffer.from(JSON.stringify(payload)).toString('base64');

// Solving a challenge takes about a second per solution on a busy machine, hence the 60 s tests.
describe('messages captcha (ALTCHA proof of work, no outside service)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  }, 180_000);
  afterAll(() => app.close());

  it('when a challenge is asked for then a signed, expiring, uncached ALTCHA challenge comes back', async () => {
    const res = await app.call('/api/Captcha/Challenge');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toMatchObject({ algorithm: 'SHA-256', maxnumber: 100_000 });
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(body.salt).toMatch(/\?expires=\d+&$/);
  }, 60_000);

  it('when a solved captcha is sent then the question is stored; the same solution sent again is refused', async () => {
    const token = await solveCaptcha(app);
    const before = (await listMessages(app.ctx.db, 'question')).length;
    expect(await (await app.call('/api/Messages/ContactUs', { json: question(token) })).json()).toEqual({
      HasNoErrors: true,
      Errors: [],
    });
    const again = await (await app.call('/api/Messages/ContactUs', { json: question(token) })).json();
    expect(again).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: 'CaptchaRequired' }] });
    expect((await listMessages(app.ctx.db, 'question')).length).toBe(before + 1);
  }, 60_000);

  it('when a solution is forged (wrong number, or a signature not made with the secret) then it is refused and nothing is stored', async () => {
    const genuine = decode(await solveCaptcha(app));
    const before = (await listMessages(app.ctx.db, 'question')).length;
    const wrongNumber = encode({ ...genuine, number: Number(genuine.number) + 1 });
    const wrongSignature = encode({ ...genuine, signature: 'a'.repeat(64) });
    for (const token of [wrongNumber, wrongSignature, 'not-base64-json']) {
      expect((await (await app.call('/api/Messages/ContactUs', { json: question(token) })).json()).Errors).toEqual([
        { ErrorMessage: 'CaptchaRequired' },
      ]);
    }
    expect((await listMessages(app.ctx.db, 'question')).length).toBe(before);
  }, 60_000);

  it('when the challenge expired by the sandbox clock then its solution is refused, and used solutions are cleaned up after expiry', async () => {
    await app.call('/__mock/clock', { method: 'PUT', json: { now: '2030-03-10T08:30:00Z' } });
    const used = await solveCaptcha(app);
    const late = await solveCaptcha(app);
    expect((await (await app.call('/api/Messages/ContactUs', { json: question(used) })).json()).HasNoErrors).toBe(true);
    expect(await countClaimedSolutions(app.ctx.db)).toBeGreaterThanOrEqual(1);
    await app.call('/__mock/clock', { method: 'PUT', json: { now: '2030-03-10T08:40:01Z' } });
    const refused = await (await app.call('/api/Messages/ContactUs', { json: question(late) })).json();
    expect(refused.Errors).toEqual([{ ErrorMessage: 'CaptchaRequired' }]);
    // A fresh solution's claim deletes every expired one (the clock is past every earlier challenge).
    expect(
      (await (await app.call('/api/Messages/ContactUs', { json: question(await solveCaptcha(app)) })).json())
        .HasNoErrors,
    ).toBe(true);
    expect(await countClaimedSolutions(app.ctx.db)).toBe(1);
    await app.call('/__mock/clock', { method: 'DELETE' });
  }, 60_000);

  it('when feedback is sent logged in then the captcha is checked too', async () => {
    const token = await app.login('biz.owner');
    const feedback = (ReCaptchaCode: string) => ({
      json: { FeedbackType: 'Feedback', SurveyQuestions: { 'How was it?': 'good' }, ReCaptchaCode },
      headers: { UserToken: token },
    });
    expect((await (await app.call('/api/Messages/Feedback', feedback('anything'))).json()).Errors).toEqual([
      { ErrorMessage: 'CaptchaRequired' },
    ]);
    expect(
      (await (await app.call('/api/Messages/Feedback', feedback(await solveCaptcha(app)))).json()).HasNoErrors,
    ).toBe(true);
  }, 60_000);

  it('when the institution chooses reCAPTCHA then any non-empty token is accepted (Google cannot be reached from the sandbox)', async () => {
    await app.call('/__mock/settings', {
      method: 'PUT',
      json: { settings: { 'messages.captchaProvider': 'recaptcha' } },
    });
    expect(
      (await (await app.call('/api/Messages/ContactUs', { json: question('03AGdBq2-google-token') })).json())
        .HasNoErrors,
    ).toBe(true);
    expect((await app.call('/api/Messages/ContactUs', { json: question('') })).status).toBe(400);
    await app.call('/__mock/reset', { method: 'POST' });
  }, 60_000);
});
