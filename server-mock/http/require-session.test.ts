import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../listen.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { errorMiddleware } from './error-middleware.ts';
import { requireSession, sessionOf } from './require-session.ts';

const START = new Date('2025-06-02T15:00:00.000Z');
const minutesLater = (m: number) => new Date(START.getTime() + m * 60_000);

describe('requireSession', () => {
  let app: TestApp;
  let guarded: RunningServer;
  const call = (token?: string) => fetch(`${guarded.url}/guarded`, { headers: token ? { UserToken: token } : {} });

  beforeAll(async () => {
    app = await startTestApp();
    // A route of its own behind the guard, sharing the test app's store and clock.
    const server = express();
    server.get('/guarded', requireSession(app.ctx), (_req, res) => res.json(sessionOf(res)));
    server.use(errorMiddleware(app.ctx.logger));
    guarded = await listen(server, 0);
  });
  afterAll(async () => {
    await guarded.close();
    await app.close();
  });
  beforeEach(() => app.ctx.clockControl.set(START));

  it('when a call has no UserToken then it answers 401 Unauthorized', async () => {
    const res = await call();
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Unauthorized' }] });
  });

  it('when the token is unknown then it answers 401 Unauthorized', async () => {
    expect((await call('f'.repeat(64))).status).toBe(401);
  });

  it('when the token is live then the handler sees the session user', async () => {
    const token = await app.login('BASIC.USER');
    const res = await call(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ token, userName: 'basic.user' });
  });

  it('when calls keep coming within the idle limit then the session stays alive past it in total', async () => {
    const token = await app.login('basic.user');
    app.ctx.clockControl.set(minutesLater(15));
    expect((await call(token)).status).toBe(200);
    app.ctx.clockControl.set(minutesLater(30));
    expect((await call(token)).status).toBe(200);
  });

  it('when the session was idle longer than 20 minutes then it answers 401 and stays ended', async () => {
    const token = await app.login('basic.user');
    app.ctx.clockControl.set(minutesLater(21));
    expect((await call(token)).status).toBe(401);
    app.ctx.clockControl.set(START);
    expect((await call(token)).status).toBe(401);
  });

  it('when the user logs out then the token no longer passes', async () => {
    const token = await app.login('basic.user');
    await app.call('/api/Login/Logout', { json: { UserToken: token }, headers: { UserToken: token } });
    expect((await call(token)).status).toBe(401);
  });
});
