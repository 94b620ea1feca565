import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

const view = {
  AnalyticsId: 'LND-2041',
  RouteId: 'loanDetails',
  Route: 'myaccount/loanDetails/:accountNumber',
  Title: 'Loan Details',
  Timestamp: '2026-11-21T18:04:05.120Z',
};

describe('page views (POST /api/Analytics/PageView)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('when the portal sends a page view without a session then it is recorded and listed by the test control', async () => {
    const res = await app.call('/api/Analytics/PageView', { json: view });
    expect(res.status).toBe(204);
    const listed = (await (await app.call('/__mock/page-views')).json()) as { pageViews: unknown[] };
    expect(listed.pageViews).toEqual([view]);
  });

  it('when a page view carries a concrete path field or misses its title then it is refused naming the field', async () => {
    const res = await app.call('/api/Analytics/PageView', {
      json: { ...view, Title: undefined, Path: '/myaccount/loanDetails/0001-734140-5' },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { Errors: { Field?: string }[] };
    expect(body.Errors.map((e) => e.Field).join(' ')).toMatch(/Title|Path/);
  });
});
