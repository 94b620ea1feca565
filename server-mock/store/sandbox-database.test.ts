import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/start-test-app.ts';
import { findSession } from './sessions-repo.ts';

const maintenance = async (app: Awaited<ReturnType<typeof startTestApp>>) =>
  ((await (await app.call('/api/MaintenanceMode')).json()) as { isEnabled: boolean }).isEnabled;

describe('sandbox store', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-data-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('when an app on a folder is changed, closed and started again then the change and the session are still there, until reset', async () => {
    const first = await startTestApp({ dataDir });
    const token = await first.login('basic.user');
    await first.call('/__mock/maintenance', { method: 'PUT', json: { isEnabled: true } });
    await first.close();

    const second = await startTestApp({ dataDir });
    try {
      expect(await maintenance(second)).toBe(true);
      expect(await findSession(second.ctx.db, token)).toMatchObject({ userName: 'basic.user' });
      expect((await second.call('/__mock/reset', { method: 'POST' })).status).toBe(204);
      expect(await maintenance(second)).toBe(false);
      expect(await findSession(second.ctx.db, token)).toBeUndefined();
      expect(await second.login('basic.user')).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await second.close();
    }
  }, 180_000);

  it('when two in-memory apps run at once then a change in one is not seen by the other', async () => {
    const a = await startTestApp();
    const b = await startTestApp();
    try {
      await a.call('/__mock/maintenance', { method: 'PUT', json: { isEnabled: true } });
      expect(await maintenance(a)).toBe(true);
      expect(await maintenance(b)).toBe(false);
    } finally {
      await a.close();
      await b.close();
    }
  }, 120_000);

  it('when an in-memory app is closed and another starts then the new one begins at the seed', async () => {
    const a = await startTestApp();
    const token = await a.login('basic.user');
    await a.call('/__mock/maintenance', { method: 'PUT', json: { isEnabled: true } });
    await a.close();
    const b = await startTestApp();
    try {
      expect(await maintenance(b)).toBe(false);
      expect(await findSession(b.ctx.db, token)).toBeUndefined();
    } finally {
      await b.close();
    }
  }, 120_000);
});
