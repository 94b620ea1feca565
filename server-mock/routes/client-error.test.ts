import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

describe('client error route', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ collectLogs: true });
  });
  afterAll(() => app.close());

  it('when the portal reports an error then it answers 204 and logs it without the token or card number in it', async () => {
    const token = 'a3f9c2d1e8b7a6f5c4d3e2f1a0b9c8d7e6f5a4b3';
    const res = await app.call('/api/ClientError', {
      json: {
        Message: `TypeError: x is undefined token=${token}`,
        Stack: 'at card 4111 1111 1111 1111',
        UserAgent: 'Chromium',
      },
    });
    expect(res.status).toBe(204);
    const line = app.logs.find((l) => l.includes('client error reported'));
    expect(line).toBeDefined();
    const logged = JSON.parse(line!);
    expect(logged.level).toBe(40);
    expect(logged.clientError).toEqual({
      Message: 'TypeError: x is undefined token=[Redacted]',
      Stack: 'at card [Redacted]',
      UserAgent: 'Chromium',
    });
    expect(app.logs.join('\n')).not.toContain(token);
  });

  it('when a report field is not a string then it answers 400', async () => {
    const res = await app.call('/api/ClientError', { json: { Message: 42 } });
    expect(res.status).toBe(400);
  });
});
