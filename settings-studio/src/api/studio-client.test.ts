import { afterEach, describe, expect, it } from 'vitest';
import { fakeStudioServer } from '@studio/testing/studio-test-kit';
import { setCsrfToken, StudioApiError, studioApi } from './studio-client';

let restore: () => void = () => {};
afterEach(() => {
  restore();
  setCsrfToken(null);
});

describe('the studio client, typed by the contract', () => {
  it('when a path has parameters then they are filled in, URL-encoded, with If-Match and the CSRF token', async () => {
    const server = fakeStudioServer(() => ({ status: 200, body: { id: 3 } }));
    restore = server.restore;
    setCsrfToken('csrf-1');
    await studioApi('PUT', 'change-requests/{id}/settings/{key}', {
      params: { id: 3, key: 'login.title@es' },
      json: { value: 'Hola' },
      ifMatch: 2,
    });
    const [call] = server.calls;
    expect(call?.path).toBe('change-requests/3/settings/login.title%40es');
    expect(call?.headers.get('If-Match')).toBe('"2"');
    expect(call?.headers.get('X-CSRF-Token')).toBe('csrf-1');
    expect(call?.body).toEqual({ value: 'Hola' });
  });

  it('when a query is given then only its set values are sent, trimmed', async () => {
    const server = fakeStudioServer(() => ({ status: 200, body: { entries: [], nextBefore: null } }));
    restore = server.restore;
    await studioApi('GET', 'audit', { query: { actor: ' staff.editor ', from: '', before: 40 } });
    expect(server.calls[0]?.path).toBe('audit?actor=staff.editor&before=40');
    expect(server.calls[0]?.headers.has('X-CSRF-Token')).toBe(false);
  });

  it('when the answer is not 2xx then it rejects with the status and the parsed body', async () => {
    const conflict = { message: 'Someone saved first.', key: 'a.b', yours: 'x', theirs: {} };
    restore = fakeStudioServer(() => ({ status: 412, body: conflict })).restore;
    const error = await studioApi('DELETE', 'draft/settings/{key}', { params: { key: 'a.b' }, ifMatch: 1 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StudioApiError);
    expect(error).toMatchObject({ status: 412, message: 'Someone saved first.', body: conflict });
  });

  it('when a call leaves the contract then it does not compile', async () => {
    restore = fakeStudioServer(() => ({ status: 200, body: { fourEyes: true } })).restore;
    const config = await studioApi('GET', 'config');
    const fourEyes: boolean = config.fourEyes;
    expect(fourEyes).toBe(true);
    // @ts-expect-error: a path the contract does not declare
    await studioApi('GET', 'no-such-call');
    // @ts-expect-error: the catalogue is read with GET, there is no POST
    await studioApi('POST', 'catalogue');
    // @ts-expect-error: the config body is { fourEyes }
    await studioApi('PUT', 'config', { json: { fourEyes: 'yes' } });
    // @ts-expect-error: a draft save needs the revision as If-Match
    await studioApi('PUT', 'draft/settings/{key}', { params: { key: 'a.b' }, json: { value: 'x' } });
    // @ts-expect-error: a path with a parameter needs it
    await studioApi('GET', 'change-requests/{id}');
  });
});
