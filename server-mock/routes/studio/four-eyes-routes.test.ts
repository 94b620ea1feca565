import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/start-test-app.ts';
import { putDraft, signIn, type StaffClient, studioRouteApp } from './studio-test-kit.ts';

async function publish(staff: StaffClient, note: string): Promise<Response> {
  const etag = (await (await staff.call('/studio/api/state')).json()).draft.etag as string;
  return staff.call('/studio/api/publish', { json: { note }, headers: { 'if-match': etag } });
}

const servedVersion = async (app: TestApp) => (await app.call('/api/setup/ApplicationOptions')).headers.get('etag');
const switchFourEyes = (staff: StaffClient, fourEyes: boolean) =>
  staff.call('/studio/api/config', { method: 'PUT', json: { fourEyes } });

describe('four eyes on every change to what the portal serves', { timeout: 60_000 }, () => {
  const app = studioRouteApp();
  let first: StaffClient;
  let second: StaffClient;
  beforeEach(async () => {
    first = await signIn(app, 'staff.publisher');
    second = await signIn(app, 'staff.publisher2');
  }, 60_000);

  it('when one publisher switches four eyes off then it stays on until another publisher agrees, so their own edit cannot be published alone', async () => {
    await first.call('/studio/api/draft/settings/loginPage.heading', putDraft('Mine'));
    const asked = await switchFourEyes(first, false);
    expect(asked.status).toBe(202);
    expect(await asked.json()).toMatchObject({
      message: 'Four eyes: another publisher must make the same change (switch four eyes off) before it takes effect.',
      pending: { kind: 'fourEyes', value: 'false', requestedBy: 'staff.publisher' },
    });
    expect((await (await first.call('/studio/api/config')).json()).fourEyes).toBe(true);
    expect((await publish(first, 'Alone')).status).toBe(403);
    // Asking again does not approve one's own request.
    expect((await switchFourEyes(first, false)).status).toBe(202);

    const state = await (await second.call('/studio/api/state')).json();
    expect(state.pending).toEqual([
      expect.objectContaining({ kind: 'fourEyes', value: 'false', requestedBy: 'staff.publisher' }),
    ]);
    const agreed = await switchFourEyes(second, false);
    expect(agreed.status).toBe(200);
    expect(await agreed.json()).toEqual({ fourEyes: false });
    expect((await (await second.call('/studio/api/state')).json()).pending).toEqual([]);
  });

  it('when a publisher switches four eyes on then it takes effect at once and drops a pending switch-off', async () => {
    await switchFourEyes(first, false);
    await switchFourEyes(second, false);
    await switchFourEyes(first, false);
    expect((await switchFourEyes(first, true)).status).toBe(200);
    expect(await (await first.call('/studio/api/config')).json()).toEqual({ fourEyes: true });
    expect((await switchFourEyes(first, false)).status).toBe(202);
  });

  it('when one publisher rolls back then nothing changes until another publisher asks for the same rollback', async () => {
    const editor = await signIn(app, 'staff.editor');
    await editor.call('/studio/api/draft/settings/loginPage.heading', putDraft('Heading A'));
    expect((await publish(first, 'A')).status).toBe(200);
    const asked = await first.call('/studio/api/rollback', { json: { version: 1, note: 'Undo A' } });
    expect(asked.status).toBe(202);
    expect((await asked.json()).pending).toMatchObject({
      kind: 'rollback',
      value: '1',
      requestedBy: 'staff.publisher',
    });
    expect(await servedVersion(app)).toBe('"v2"');
    // Another version than the one asked for is a new request, not an approval.
    expect((await second.call('/studio/api/rollback', { json: { version: 2, note: '' } })).status).toBe(202);
    expect((await first.call('/studio/api/rollback', { json: { version: 1, note: 'Undo A' } })).status).toBe(202);
    const done = await second.call('/studio/api/rollback', { json: { version: 1, note: '' } });
    expect(await done.json()).toEqual({ version: 3 });
    expect(await servedVersion(app)).toBe('"v3"');
    const latest = (await (await first.call('/studio/api/history')).json())[0];
    expect(latest).toMatchObject({ version: 3, rollbackOf: 1, publishedBy: 'staff.publisher2' });
  });

  it('when one publisher chooses a sample then the portal keeps its sample until another publisher chooses the same one', async () => {
    const asked = await first.call('/studio/api/sample', { method: 'PUT', json: { sampleId: 'second' } });
    expect(asked.status).toBe(202);
    expect((await asked.json()).pending).toMatchObject({
      kind: 'sample',
      value: 'second',
      requestedBy: 'staff.publisher',
    });
    expect((await (await app.call('/api/setup/ApplicationOptions')).json()).institutionOptions.InstitutionName).toBe(
      'Fixture Bank',
    );
    expect(
      await (await second.call('/studio/api/sample', { method: 'PUT', json: { sampleId: 'second' } })).json(),
    ).toEqual({ version: 2 });
    expect((await (await app.call('/api/setup/ApplicationOptions')).json()).institutionOptions.InstitutionName).toBe(
      'Second Fixture Bank',
    );
  });

  it('when four eyes is off then one publisher rolls back and chooses a sample alone', async () => {
    await switchFourEyes(first, false);
    await switchFourEyes(second, false);
    expect(
      await (await first.call('/studio/api/sample', { method: 'PUT', json: { sampleId: 'second' } })).json(),
    ).toEqual({ version: 2 });
    expect(await (await first.call('/studio/api/rollback', { json: { version: 1, note: '' } })).json()).toEqual({
      version: 3,
    });
  });
});
