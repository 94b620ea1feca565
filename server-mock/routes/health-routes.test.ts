import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../listen.ts';
import { healthRoutes } from './health-routes.ts';

describe('health probes', () => {
  let storeUp = true;
  let stopping = false;
  let server: RunningServer;
  const probe = async (path: string) => {
    const res = await fetch(server.url + path);
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      cache: res.headers.get('cache-control'),
      body: await res.json(),
    };
  };

  beforeAll(async () => {
    const db = {
      query: async <T>(sql: string) => {
        if (!storeUp) throw new Error('connection refused');
        expect(sql).toBe('select 1');
        return [] as T[];
      },
    };
    const app = express();
    app.use(healthRoutes({ db, stopping: () => stopping }));
    app.get('/other', (_req, res) => res.json({ other: true }));
    server = await listen(app, 0);
  });
  afterAll(() => server.close());

  it('when the process runs and the store answers then healthz and readyz answer 200 JSON, never cached', async () => {
    const health = await probe('/healthz');
    expect(health).toMatchObject({ status: 200, cache: 'no-store', body: { status: 'up' } });
    expect(health.type).toMatch(/^application\/json/);
    expect(await probe('/readyz')).toMatchObject({ status: 200, body: { status: 'ready', store: 'reachable' } });
  });

  it('when another path is served after the probes then it keeps its own caching', async () => {
    const other = await probe('/other');
    expect(other).toMatchObject({ status: 200, body: { other: true } });
    expect(other.cache).toBeNull();
  });

  it('when the store does not answer then readyz answers 503 while healthz stays 200', async () => {
    storeUp = false;
    expect(await probe('/readyz')).toMatchObject({
      status: 503,
      body: { status: 'unavailable', store: 'unreachable' },
    });
    expect((await probe('/healthz')).status).toBe(200);
    storeUp = true;
  });

  it('when shutdown began then readyz answers 503 stopping', async () => {
    stopping = true;
    expect(await probe('/readyz')).toMatchObject({ status: 503, body: { status: 'stopping' } });
  });
});
