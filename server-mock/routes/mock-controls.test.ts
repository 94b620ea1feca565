import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendToOutbox } from '../store/outbox-repo.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

const options = () => app.call('/api/setup/ApplicationOptions');
let app: TestApp;

describe('test controls', () => {
  // Starting the app takes seconds on a loaded machine.
  beforeAll(async () => {
    app = await startTestApp();
  }, 60_000);
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.call('/__mock/reset', { method: 'POST' });
  });

  it('when a test lists scenarios then each has username, password, tags and description', async () => {
    const list = await (await app.call('/__mock/scenarios')).json();
    expect(list).toContainEqual({
      username: 'basic.user',
      password: 'Password1!',
      tags: expect.arrayContaining(['basic']),
      description: expect.any(String),
    });
  });

  it('when a fault is armed twice then the next two matching calls fail with its status and code, the third succeeds', async () => {
    const armed = await app.call('/__mock/faults', {
      json: { method: 'GET', path: '/api/setup/applicationoptions', status: 500, errorCode: 'ServerError', times: 2 },
    });
    expect(armed.status).toBe(201);
    for (let i = 0; i < 2; i += 1) {
      const res = await options();
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: 'ServerError' }] });
    }
    expect((await options()).status).toBe(200);
  });

  it('when a fault targets another method then the call is answered normally', async () => {
    await app.call('/__mock/faults', {
      json: { method: 'POST', path: '/api/setup/ApplicationOptions', status: 503, errorCode: 'Down' },
    });
    expect((await options()).status).toBe(200);
  });

  it('when a fault is scoped then only requests with that X-Mock-Scope header consume it', async () => {
    await app.call('/__mock/faults', {
      json: { path: '/api/MaintenanceMode', status: 403, errorCode: 'Unauthorized' },
      headers: { 'X-Mock-Scope': 'worker-1' },
    });
    expect((await app.call('/api/MaintenanceMode', { headers: { 'X-Mock-Scope': 'worker-2' } })).status).toBe(200);
    expect((await app.call('/api/MaintenanceMode')).status).toBe(200);
    expect((await app.call('/api/MaintenanceMode', { headers: { 'X-Mock-Scope': 'worker-1' } })).status).toBe(403);
  });

  it('when faults are deleted then calls succeed again', async () => {
    await app.call('/__mock/faults', { json: { path: '/api/MaintenanceMode', status: 500, times: 5 } });
    expect((await app.call('/__mock/faults', { method: 'DELETE' })).status).toBe(204);
    expect((await app.call('/api/MaintenanceMode')).status).toBe(200);
  });

  it('when a fault has no valid status then it is refused with 400', async () => {
    const res = await app.call('/__mock/faults', { json: { path: '/api/MaintenanceMode', status: 'boom' } });
    expect(res.status).toBe(400);
  });

  it('when messages were sent then the outbox lists them oldest first, filters by address ignoring case, and empties', async () => {
    const sentAt = new Date('2025-06-01T12:00:00.000Z');
    await sendToOutbox(app.ctx.db, {
      to: 'a@example.com',
      channel: 'email',
      subject: 'Code',
      body: 'Your code is 123456',
      code: '123456',
      sentAt,
    });
    await sendToOutbox(app.ctx.db, { to: '5125550100', channel: 'text', subject: 'Code', body: 'Code 654321', sentAt });
    const all = await (await app.call('/__mock/outbox')).json();
    expect(all.messages.map((m: { to: string }) => m.to)).toEqual(['a@example.com', '5125550100']);
    expect(all.messages[0]).toEqual({
      id: expect.any(String),
      channel: 'email',
      to: 'a@example.com',
      subject: 'Code',
      body: 'Your code is 123456',
      code: '123456',
      sentAt: '2025-06-01T12:00:00.000Z',
    });
    const filtered = await (await app.call('/__mock/outbox?to=A@Example.com')).json();
    expect(filtered.messages).toHaveLength(1);
    expect((await app.call('/__mock/outbox', { method: 'DELETE' })).status).toBe(204);
    expect((await (await app.call('/__mock/outbox')).json()).messages).toEqual([]);
  });

  it('when the clock is frozen then the sandbox reports that moment until it is released', async () => {
    const frozen = await app.call('/__mock/clock', { method: 'PUT', json: { now: '2025-03-10T08:30:00Z' } });
    expect(await frozen.json()).toEqual({ now: '2025-03-10T08:30:00.000Z', frozen: true });
    expect(app.ctx.clock().toISOString()).toBe('2025-03-10T08:30:00.000Z');
    expect((await (await app.call('/__mock/clock')).json()).frozen).toBe(true);
    const released = await (await app.call('/__mock/clock', { method: 'DELETE' })).json();
    expect(released.frozen).toBe(false);
    expect(Math.abs(Date.parse(released.now) - Date.now())).toBeLessThan(60_000);
    await app.call('/__mock/clock', { method: 'PUT', json: { now: '2025-03-10T08:30:00Z' } });
    expect((await (await app.call('/__mock/clock', { method: 'PUT', json: { now: null } })).json()).frozen).toBe(false);
  });

  it.each([['not a date'], ['2025-03-10'], [42]])(
    'when the clock is set to %j then it is refused with 400',
    async (now) => {
      expect((await app.call('/__mock/clock', { method: 'PUT', json: { now } })).status).toBe(400);
    },
  );

  it('when a test resets then logins made before no longer pass and the outbox is empty', async () => {
    await sendToOutbox(app.ctx.db, {
      to: 'x@example.com',
      channel: 'email',
      subject: 's',
      body: 'b',
      sentAt: new Date(),
    });
    const token = await app.login('basic.user');
    await app.call('/__mock/reset', { method: 'POST' });
    expect((await (await app.call('/__mock/outbox')).json()).messages).toEqual([]);
    const { findSession } = await import('../store/sessions-repo.ts');
    expect(await findSession(app.ctx.db, token)).toBeUndefined();
  });

  it('when the clock is frozen and a fault armed and the sandbox resets then the clock stays frozen and the fault is gone', async () => {
    await app.call('/__mock/clock', { method: 'PUT', json: { now: '2025-03-10T08:30:00Z' } });
    await app.call('/__mock/faults', { json: { path: '/api/MaintenanceMode', status: 500, times: 3 } });
    expect((await app.call('/__mock/reset', { method: 'POST' })).status).toBe(204);
    expect(await (await app.call('/__mock/clock')).json()).toEqual({ now: '2025-03-10T08:30:00.000Z', frozen: true });
    expect((await app.call('/api/MaintenanceMode')).status).toBe(200);
    await app.call('/__mock/clock', { method: 'DELETE' });
  });

  it('when another sample is chosen then ApplicationOptions serves it, and reset returns to the start sample', async () => {
    expect((await app.call('/__mock/institution', { method: 'PUT', json: { sampleId: 'second' } })).status).toBe(204);
    expect((await (await options()).json()).institutionOptions.InstitutionName).toBe('Second Fixture Bank');
    await app.call('/__mock/reset', { method: 'POST' });
    expect((await (await options()).json()).institutionOptions.InstitutionName).toBe('Fixture Bank');
  });

  it('when an unknown sample is chosen then the answer is 400', async () => {
    const res = await app.call('/__mock/institution', { method: 'PUT', json: { sampleId: 'nope' } });
    expect(res.status).toBe(400);
  });

  it.each([
    ['PUT', '/__mock/institution', { sampleId: 7 }, 'body.sampleId'],
    ['PUT', '/__mock/settings', { settings: { 'portal.loginTitle': 1 } }, 'body.settings.portal.loginTitle'],
    [
      'PUT',
      '/__mock/settings',
      { institutionOptions: { InstitutionName: { a: 1 } } },
      'body.institutionOptions.InstitutionName',
    ],
    ['PUT', '/__mock/maintenance', { isEnabled: 'yes' }, 'body.isEnabled'],
    ['PUT', '/__mock/clock', { now: 42 }, 'body.now'],
    ['POST', '/__mock/faults', { path: '/api/MaintenanceMode', status: 'boom' }, 'body.status'],
    ['POST', '/__mock/faults', { path: '/api/MaintenanceMode', status: 500, times: 0 }, 'body.times'],
    ['POST', '/__mock/faults', { status: 500 }, 'body.path'],
  ])(
    'when %s %s gets %j then the answer is a 400 naming %s, before the control runs',
    async (method, path, json, field) => {
      const res = await app.call(path, { method, json });
      expect(res.status).toBe(400);
      const fields = ((await res.json()) as { Errors: { Field?: string }[] }).Errors.map((e) => e.Field);
      expect(fields).toContain(field);
    },
  );

  it('when settings name a key the catalogue lacks then they are refused with 400', async () => {
    const res = await app.call('/__mock/settings', {
      method: 'PUT',
      json: { settings: { 'portal.noSuchKey': 'true' } },
    });
    expect(res.status).toBe(400);
  });
});

describe('test controls switched off', () => {
  it('when controls are disabled then /__mock/ paths answer 404', async () => {
    const off = await startTestApp({ controlsEnabled: false });
    try {
      expect((await off.call('/__mock/reset', { method: 'POST' })).status).toBe(404);
      expect((await off.call('/__mock/scenarios')).status).toBe(404);
    } finally {
      await off.close();
    }
  }, 60_000);
});
