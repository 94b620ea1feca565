import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMessages } from '../../store/accounts/messages-repo.ts';
import { solveCaptcha } from '../../testing/solve-captcha.ts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';

describe('accounts routes usable logged out: branches and messages', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  }, 180_000);
  afterAll(() => app.close());

  it('when branches are listed logged out then at least 6 real branches in 2-3 states come back, mappable', async () => {
    const res = await app.call('/api/BranchInfo/Get');
    expect(res.status).toBe(200);
    const branches: { State: string; PhoneNumber: string; Latitude: number; Longitude: number; Zip: string }[] =
      await res.json();
    expect(branches.length).toBeGreaterThanOrEqual(6);
    const states = new Set(branches.map((b) => b.State));
    expect(states.size).toBeGreaterThanOrEqual(2);
    expect(states.size).toBeLessThanOrEqual(3);
    for (const b of branches) {
      expect(b.PhoneNumber).toMatch(/^[0-9]{10}$/);
      expect(b.Zip).toMatch(/^[0-9]{5}$/);
      expect(b.Latitude).toBeGreaterThan(24);
      expect(b.Longitude).toBeLessThan(-66);
    }
  });

  it('when a branch is looked up by number (with or without leading zeros) then it is found; an unknown one is 404', async () => {
    expect(await (await app.call('/api/BranchInfo/GetByBranchNumber?branchNumber=5')).json()).toMatchObject({
      BranchNumber: '0005',
      City: 'Oklahoma City',
    });
    expect((await app.call('/api/BranchInfo/GetByBranchNumber?branchNumber=0005')).status).toBe(200);
    expect((await app.call('/api/BranchInfo/GetByBranchNumber?branchNumber=9999')).status).toBe(404);
  });

  it('when a logged-out question lacks name and e-mail then it is refused; with them it is stored', async () => {
    const bare = await (
      await app.call('/api/Messages/ContactUs', {
        json: { FeedbackType: 'Question', Subject: 'Hours', Message: 'When do you open?', ReCaptchaCode: 'ok' },
      })
    ).json();
    expect(bare.HasNoErrors).toBe(false);
    const noSubject = await (
      await app.call('/api/Messages/ContactUs', {
        json: {
          FeedbackType: 'Question',
          Name: 'Ann Lee',
          Email: 'ann@example.com',
          Message: 'Hi',
          ReCaptchaCode: 'ok',
        },
      })
    ).json();
    expect(noSubject.Errors[0].ErrorMessage).toBe('Subject is required.');
    const sent = await (
      await app.call('/api/Messages/ContactUs', {
        json: {
          FeedbackType: 'Question',
          Name: 'Ann Lee',
          Email: 'ann@example.com',
          Subject: 'Hours',
          Message: 'When do you open?',
          ReCaptchaCode: await solveCaptcha(app),
        },
      })
    ).json();
    expect(sent).toEqual({ HasNoErrors: true, Errors: [] });
    expect((await listMessages(app.ctx.db, 'question')).at(-1)?.data).toMatchObject({
      subject: 'Hours',
      servicingBranch: 0,
    });
  }, 60_000);

  it('when a message is longer than 300 characters then 400 names the field', async () => {
    const res = await app.call('/api/Messages/Feedback', {
      json: { FeedbackType: 'Question', Message: 'x'.repeat(301), ReCaptchaCode: 'ok' },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('body.Message');
  });

  it('when a logged-in user sends feedback then the sender comes from the profile', async () => {
    const token = await app.login('biz.owner');
    const body = await (
      await app.call('/api/Messages/Feedback', {
        json: {
          FeedbackType: 'Feedback',
          SurveyQuestions: { 'How was it?': 'good' },
          ReCaptchaCode: await solveCaptcha(app),
        },
        headers: { UserToken: token },
      })
    ).json();
    expect(body.HasNoErrors).toBe(true);
    expect((await listMessages(app.ctx.db, 'feedback')).at(-1)).toMatchObject({
      userName: 'biz.owner',
      data: { from: { name: 'Marcus Whitfield' } },
    });
  }, 60_000);
});
