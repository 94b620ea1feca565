import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

describe('error handling', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('when an unknown API path is called then it answers 404 JSON', async () => {
    const res = await app.call('/api/NoSuch/Call');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: 'NotFound' }] });
  });

  it('when the body is malformed JSON then it answers 400 MalformedJson', async () => {
    const res = await app.call('/api/login/userlogin', { body: '{"username": ' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: 'MalformedJson' }] });
  });

  it('when the body is over 100kb then it answers 413 PayloadTooLarge', async () => {
    const res = await app.call('/api/ClientError', { json: { Message: 'x'.repeat(110_000) } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: 'PayloadTooLarge' }] });
  });

  it('when the body is a JSON array then it answers 400', async () => {
    const res = await app.call('/api/login/userlogin', { body: '[1,2]' });
    expect(res.status).toBe(400);
  });
});
