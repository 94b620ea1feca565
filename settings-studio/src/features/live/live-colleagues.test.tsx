import { useQuery } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveDrafts, LivePresence } from '@schemas/studio/live-colleagues';
import type { DraftEntry } from '@schemas/studio/studio-api';
import { studioStateQuery } from '@studio/api/get-studio-state';
import { setLiveSourceFactory } from '@studio/api/live-events';
import { resetAutosave } from '@studio/features/drafts/autosave';
import { editId, patchEdit, resetDraftStore } from '@studio/features/drafts/draft-store';
import { withLiveDrafts } from '@studio/features/drafts/effective-values';
import type { EditedKey } from '@studio/features/editor/edited-key';
import { KeyEditor } from '@studio/features/editor/key-editor';
import { installFakeStudioApi } from '@studio/testing/fake-studio-api';
import { renderStudio, studioStateWith } from '@studio/testing/studio-test-kit';
import { usePresenceHeartbeat } from './use-presence-heartbeat';
import { useLiveFeed } from './use-live-feed';

const KEY = 'loginPage.heading';
const heading: EditedKey = {
  scope: 'setting',
  key: KEY,
  kind: 'text',
  default: '',
  description: 'The login heading.',
  screens: [],
};
const rich: EditedKey = { ...heading, key: 'agreements.agreement1Text', kind: 'richText' };
const published = { [KEY]: 'Welcome' };
const byEdna = (value: string, revision: number): DraftEntry => ({
  value,
  revision,
  updatedBy: 'staff.editor2',
  updatedAt: '2026-11-24T17:00:00.000Z',
});
const drafts = (seq: number, settings: LiveDrafts['settings'], version = 1): LiveDrafts => ({
  etag: `"d${seq}"`,
  version,
  settings,
  institutionOptions: {},
});

/** The fake event stream: what the test sends arrives as the browser's EventSource would deliver it. */
let send: (event: 'drafts' | 'presence', data: LiveDrafts | LivePresence) => void = () => {};
let restoreSource = () => {};
let restoreApi = () => {};
let api: ReturnType<typeof installFakeStudioApi>;

beforeEach(() => {
  resetDraftStore();
  restoreSource = setLiveSourceFactory(() => {
    const listeners = new Map<string, (event: MessageEvent<string>) => void>();
    send = (event, data) => act(() => listeners.get(event)?.(new MessageEvent(event, { data: JSON.stringify(data) })));
    return { addEventListener: (type, listener) => void listeners.set(type, listener), close: () => {} };
  });
  api = installFakeStudioApi({
    'GET state': () => ({ body: studioStateWith(published) }),
    [`PUT draft/settings/${rich.key}`]: (call) => ({
      body: {
        key: rich.key,
        entry: { ...byEdna((call.body as { value: string }).value, 3), updatedBy: 'staff.editor' },
        storedValue: (call.body as { value: string }).value,
        draftEtag: '"d9"',
      },
    }),
    [`PUT draft/settings/${KEY}`]: (call) => ({
      body: {
        key: KEY,
        entry: { ...byEdna((call.body as { value: string }).value, 3), updatedBy: 'staff.editor' },
        storedValue: (call.body as { value: string }).value,
        draftEtag: '"d9"',
      },
    }),
  });
  restoreApi = api.restore;
});
afterEach(() => {
  resetAutosave();
  restoreSource();
  restoreApi();
});

/** The signed-in studio's parts under test: the live feed and one open key editor, as staff.editor. */
function LiveEditor({ target = heading }: { target?: EditedKey }) {
  useLiveFeed();
  const state = useQuery(studioStateQuery()).data;
  return state ? (
    <KeyEditor target={target} state={state} readOnly={false} userName="staff.editor" screenHref={() => ''} />
  ) : null;
}

/** An edit of the key kept on this device after a failed save (revision 0: typed over the published value). */
function unsavedEdit(value: string) {
  patchEdit(editId('setting', KEY), {
    scope: 'setting',
    key: KEY,
    value,
    revision: 0,
    status: 'error',
    message: 'Offline.',
  });
}

async function openEditor() {
  renderStudio(<LiveEditor />);
  return screen.findByRole('textbox', { name: 'Value' });
}

describe('live colleagues in the key editor', () => {
  it('when a colleague opens the same key then their display name is announced politely at the key, and gone when they leave', async () => {
    await openEditor();
    send('presence', {
      keys: { [`setting:${KEY}`]: [{ displayName: 'Edna Editor' }, { displayName: 'Pete Publisher' }] },
    });
    const line = screen.getByText('Also editing now: Edna Editor and Pete Publisher.');
    expect(line.closest('[aria-live="polite"]')).not.toBeNull();
    send('presence', { keys: { 'setting:other.key': [{ displayName: 'Edna Editor' }] } });
    expect(screen.queryByText(/Also editing now/)).toBeNull();
  });

  it('when a colleague saves the key and nothing is typed here then the field shows their value without a reload, said politely, focus staying put', async () => {
    const field = await openEditor();
    await userEvent.click(field);
    send('drafts', drafts(2, { [KEY]: byEdna('Hello from Edna', 1) }));
    // The query cache tells its readers on its next tick.
    await waitFor(() => expect(field).toHaveValue('Hello from Edna'));
    expect(field).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Draft by staff.editor2');
    expect(
      screen.getByText('staff.editor2 saved a new value; the field shows it.').closest('[aria-live]'),
    ).toHaveAttribute('aria-live', 'polite');
    // An older message of the feed (sent before a save this studio already knows) changes nothing.
    send('drafts', drafts(1, {}));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(field).toHaveValue('Hello from Edna');
  });

  it('when a colleague saves after this staff member saved here then the status names the colleague, not "Saved."', async () => {
    const field = await openEditor();
    await userEvent.type(field, '!');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved.'), { timeout: 3000 });
    send('drafts', drafts(10, { [KEY]: byEdna('Edna was here', 4) }));
    await waitFor(() => expect(field).toHaveValue('Edna was here'));
    expect(screen.getByRole('status')).toHaveTextContent('Draft by staff.editor2');
    // Typing on makes it this staff member's value again, saved here.
    await userEvent.type(field, '!');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved.'), { timeout: 3000 });
  });

  it("when a colleague's rich text arrives after this staff member saved one here then the sanitized preview shows theirs, with no removed-markup warning", async () => {
    renderStudio(<LiveEditor target={rich} />);
    const field = await screen.findByRole('textbox', { name: 'Value' });
    await userEvent.type(field, '<b>Mine</b>');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved.'), { timeout: 3000 });
    send('drafts', drafts(10, { [rich.key]: byEdna('<p>Theirs</p>', 4) }));
    await waitFor(() => expect(field).toHaveValue('<p>Theirs</p>'));
    expect(screen.getByRole('region', { name: 'Sanitized preview' })).toHaveTextContent('Theirs');
    expect(screen.queryByText(/The server removed markup/)).toBeNull();
  });

  it("when the feed brings this staff member's own save then the field keeps what they typed and nothing is announced", async () => {
    const field = await openEditor();
    send('drafts', drafts(2, { [KEY]: { ...byEdna('Welcome (sanitized)', 1), updatedBy: 'staff.editor' } }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Draft by staff.editor'));
    expect(field).toHaveValue('Welcome');
    expect(screen.queryByText(/saved a new value/)).toBeNull();
  });

  it('when a colleague saves while this staff member has an unsaved edit then their newer value is offered before any conflict; keeping mine saves over their revision', async () => {
    // Typed here while the connection failed: kept on this device, not saved yet.
    unsavedEdit('Mine');
    const field = await openEditor();
    send('drafts', drafts(2, { [KEY]: byEdna('Theirs', 1) }));
    expect(
      await screen.findByText(
        /staff\.editor2 saved a newer value on .* while your change was not saved yet: “Theirs”\./,
      ),
    ).toBeVisible();
    expect(field).toHaveValue('Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).not.toHaveLength(0));
    const put = api.calls.filter((c) => c.method === 'PUT').at(-1);
    expect(put?.headers.get('If-Match')).toBe('"1"');
    expect(put?.body).toEqual({ value: 'Mine' });
  });

  it('when a colleague saves while this staff member has an unsaved edit then "Use their value" puts theirs in the field and drops the edit', async () => {
    unsavedEdit('Mine');
    await openEditor();
    send('drafts', drafts(2, { [KEY]: byEdna('Theirs', 1) }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use their value' }));
    expect(await screen.findByRole('textbox', { name: 'Value' })).toHaveValue('Theirs');
    expect(screen.queryByRole('button', { name: 'Keep mine' })).toBeNull();
  });
});

describe('withLiveDrafts', () => {
  const state = studioStateWith(published);
  it('takes newer drafts, keeps the state for older ones, and asks for a new read when the published version moved', () => {
    expect(withLiveDrafts(state, drafts(2, { [KEY]: byEdna('New', 1) }))?.draft.settings[KEY]?.value).toBe('New');
    expect(withLiveDrafts(state, drafts(1, {}))).toBe(state);
    expect(withLiveDrafts(state, drafts(5, {}, 2))).toBeNull();
  });
});

describe('usePresenceHeartbeat', () => {
  it('reports the open key at once and every few seconds, leaves it when another opens or the page goes; nothing for a viewer', async () => {
    vi.useFakeTimers();
    try {
      const { rerender, unmount } = renderHook(({ open }) => usePresenceHeartbeat(open), {
        initialProps: { open: { scope: 'setting' as const, key: KEY } as { scope: 'setting'; key: string } | null },
      });
      const presenceCalls = () =>
        api.calls.filter((c) => c.path.startsWith('presence/')).map((c) => `${c.method} ${c.path}`);
      await vi.advanceTimersByTimeAsync(0);
      expect(presenceCalls()).toEqual([`PUT presence/settings/${KEY}`]);
      await vi.advanceTimersByTimeAsync(4000);
      expect(presenceCalls()).toHaveLength(2);
      rerender({ open: { scope: 'setting', key: 'other.key' } });
      await vi.advanceTimersByTimeAsync(0);
      expect(presenceCalls().slice(2)).toEqual([`DELETE presence/settings/${KEY}`, 'PUT presence/settings/other.key']);
      expect(api.calls.at(-1)?.headers.get('X-CSRF-Token')).toBe('csrf-test-token');
      rerender({ open: null });
      unmount();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(presenceCalls().slice(4)).toEqual(['DELETE presence/settings/other.key']);
    } finally {
      vi.useRealTimers();
    }
  });
});
