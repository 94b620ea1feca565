import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

/** Cookie headers a careless or hostile client sends. */
const HOSTILE_COOKIES = [
  'studio_session=%',
  'studio_session=%E0%A4%A',
  'studio_session=%ZZ; other=1',
  'studio_session="%"',
  'studio_session',
  '=; ;; =%',
  'studio_session=a; studio_session=%',
  `studio_session=${'%'.repeat(4000)}`,
  '\u00ff\u00fe=\u00ff',
];

/** Calls across the studio, the borrower API, the test controls and the front ends. */
const TARGETS: { path: string; method: string; body?: string }[] = [
  { path: '/studio/api/session', method: 'GET' },
  { path: '/studio/api/session', method: 'DELETE' },
  { path: '/studio/api/state', method: 'GET' },
  { path: '/studio/api/config', method: 'PUT', body: '{"fourEyes":false}' },
  { path: '/api/accountList', method: 'GET' },
  { path: '/api/login/userlogin', method: 'POST', body: '{"username":"basic.user","password":"x"}' },
  { path: '/api/setup/ApplicationOptions', method: 'GET' },
  { path: '/', method: 'GET' },
];

describe('hostile cookies, headers, paths and bodies', { timeout: 120_000 }, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  }, 120_000);
  afterAll(() => app?.close());

  it('when the studio session cookie is malformed (studio_session=%) then the studio answers 400 in its own body', async () => {
    const res = await app.call('/studio/api/session', { headers: { cookie: 'studio_session=%' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The studio_session cookie is malformed; sign in again.' });
  });

  it('when any call carries a hostile cookie then it never answers 500', async () => {
    const statuses: string[] = [];
    for (const cookie of HOSTILE_COOKIES) {
      for (const target of TARGETS) {
        const res = await app.call(target.path, {
          method: target.method,
          ...(target.body ? { body: target.body } : {}),
          headers: { cookie, 'x-csrf-token': '%', origin: app.url },
        });
        await res.arrayBuffer();
        statuses.push(`${res.status} ${target.method} ${target.path} ${cookie.slice(0, 30)}`);
      }
    }
    expect(statuses.filter((s) => s.startsWith('500'))).toEqual([]);
  });

  it('when a path has malformed percent-encoding then it answers 400', async () => {
    for (const path of ['/api/%', '/api/Accounts/%E0%A4%A', '/studio/api/drafts/%zz', '/__mock/%', '/logos/%', '/%']) {
      const res = await app.call(path);
      await res.arrayBuffer();
      expect(`${res.status} ${path}`).toBe(`400 ${path}`);
    }
  });

  it('when a body is not JSON, claims another type or is cut off then it answers 4xx, never 500', async () => {
    const bodies: { body: string; type: string }[] = [
      { body: '{', type: 'application/json' },
      { body: '{"username": "\\uZZZZ"}', type: 'application/json' },
      { body: 'null', type: 'application/json' },
      { body: '[]', type: 'application/json' },
      { body: '"text"', type: 'application/json' },
      { body: 'username=a', type: 'application/x-www-form-urlencoded' },
      { body: '{}', type: 'application/json; charset=klingon' },
      { body: '{}', type: 'text/plain' },
    ];
    const statuses: string[] = [];
    for (const { body, type } of bodies) {
      for (const path of ['/api/login/userlogin', '/studio/api/session']) {
        const res = await app.call(path, { method: 'POST', body, headers: { 'content-type': type } });
        await res.arrayBuffer();
        statuses.push(`${res.status} ${path} ${type} ${body}`);
      }
    }
    expect(statuses.filter((s) => !s.startsWith('4'))).toEqual([]);
  });

  it('when headers are odd (a bad If-Match, a huge X-CSRF-Token, a bad Content-Length type) then nothing answers 500', async () => {
    const odd: Record<string, string>[] = [
      { 'if-match': '%' },
      { 'x-csrf-token': 'x'.repeat(6000) },
      { usertoken: '%' },
      { 'idempotency-key': '%'.repeat(300) },
      { 'accept-encoding': '%' },
      { 'x-forwarded-for': '%, ::ffff:%' },
    ];
    const statuses: string[] = [];
    for (const headers of odd) {
      for (const target of TARGETS) {
        const res = await app.call(target.path, {
          method: target.method,
          ...(target.body ? { body: target.body } : {}),
          headers,
        });
        await res.arrayBuffer();
        statuses.push(`${res.status} ${target.method} ${target.path} ${Object.keys(headers)[0]}`);
      }
    }
    expect(statuses.filter((s) => s.startsWith('500'))).toEqual([]);
  });
});
