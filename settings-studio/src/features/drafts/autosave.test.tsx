import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftSaved } from '@schemas/studio/studio-api';
import { fakeStudioServer, type FakeAnswer, type RecordedCall } from '@studio/testing/studio-test-kit';
import { autosaveDelayMs, editValue, keepMine, resetAutosave, saveNow, setAutosaveHooks, takeTheirs } from './autosave';
import { editId, openDraftsOf, resetDraftStore, unsavedStorageKeyOf, useDraftStore } from './draft-store';

const unsavedStorageKey = unsavedStorageKeyOf('staff.editor');

const id = editId('setting', 'loginPage.heading');
const saved = (value: string, revision: number): FakeAnswer => ({
  status: 200,
  body: {
    key: 'loginPage.heading',
    entry: { value, revision, updatedBy: 'staff.editor', updatedAt: '2026-11-24T17:00:00Z' },
    storedValue: value,
    draftEtag: '"d2"',
  } satisfies DraftSaved,
});

let server: ReturnType<typeof fakeStudioServer> | undefined;
const onSaved = vi.fn();
const serve = (handler: (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>) =>
  (server = fakeStudioServer(handler));

beforeEach(() => {
  vi.useFakeTimers();
  resetDraftStore();
  localStorage.clear();
  openDraftsOf('staff.editor');
  onSaved.mockReset();
  setAutosaveHooks({ onSaved, onSignedOut: () => {} });
});
afterEach(() => {
  resetAutosave();
  server?.restore();
  vi.useRealTimers();
});

describe('autosave', () => {
  it('when typing, then each edit is kept at once and one save goes out 400 ms after the last keystroke, with If-Match', async () => {
    serve(() => saved('Welcome home', 4));
    editValue('setting', 'loginPage.heading', 'Welcome', 3);
    editValue('setting', 'loginPage.heading', 'Welcome home', 3);
    expect(useDraftStore.getState().edits[id]?.value).toBe('Welcome home');
    await vi.advanceTimersByTimeAsync(autosaveDelayMs - 50);
    expect(server?.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(60);
    expect(server?.calls).toHaveLength(1);
    expect(server?.calls[0]).toMatchObject({
      method: 'PUT',
      path: 'draft/settings/loginPage.heading',
      body: { value: 'Welcome home' },
    });
    expect(server?.calls[0]?.headers.get('If-Match')).toBe('"3"');
    // Confirmed: the local copy goes, the state cache gets the new entry.
    expect(useDraftStore.getState().edits[id]).toBeUndefined();
    expect(onSaved).toHaveBeenCalledWith(
      'setting',
      expect.objectContaining({ entry: expect.objectContaining({ revision: 4 }) }),
    );
    expect(localStorage.getItem(unsavedStorageKey)).toBeNull();
  });

  it('when the server cannot be reached, then the edit is kept on the device as not saved, and a retry saves it', async () => {
    let online = false;
    serve(() => (online ? saved('Hello', 1) : Promise.reject(new TypeError('Failed to fetch'))));
    editValue('setting', 'loginPage.heading', 'Hello', 0);
    await vi.advanceTimersByTimeAsync(autosaveDelayMs);
    expect(useDraftStore.getState().edits[id]).toMatchObject({ status: 'error', value: 'Hello' });
    expect(JSON.parse(localStorage.getItem(unsavedStorageKey) ?? '{}')[id]).toMatchObject({
      value: 'Hello',
      revision: 0,
    });
    online = true;
    await saveNow(id);
    expect(useDraftStore.getState().edits[id]).toBeUndefined();
    expect(server?.calls).toHaveLength(2);
  });

  it('when typing goes on during a save, then the newer text is saved next over the new revision', async () => {
    let release: (a: FakeAnswer) => void = () => {};
    serve((call) =>
      call.headers.get('If-Match') === '"0"' ? new Promise<FakeAnswer>((r) => (release = r)) : saved('abc', 2),
    );
    editValue('setting', 'loginPage.heading', 'ab', 0);
    await vi.advanceTimersByTimeAsync(autosaveDelayMs);
    editValue('setting', 'loginPage.heading', 'abc', 0);
    release(saved('ab', 1));
    await vi.advanceTimersByTimeAsync(autosaveDelayMs + 10);
    expect(server?.calls.map((c) => [c.headers.get('If-Match'), (c.body as { value: string }).value])).toEqual([
      ['"0"', 'ab'],
      ['"1"', 'abc'],
    ]);
    expect(useDraftStore.getState().edits[id]).toBeUndefined();
  });

  it('when another editor saved first (412), then both values are kept; keeping mine saves it over their revision', async () => {
    const theirs = {
      value: 'Their heading',
      revision: 7,
      updatedBy: 'staff.editor2',
      updatedAt: '2026-11-24T17:01:00Z',
    };
    serve((call) =>
      call.headers.get('If-Match') === '"7"'
        ? saved('My heading', 8)
        : {
            status: 412,
            body: { message: 'Changed by someone else', key: 'loginPage.heading', yours: 'My heading', theirs },
          },
    );
    editValue('setting', 'loginPage.heading', 'My heading', 6);
    await vi.advanceTimersByTimeAsync(autosaveDelayMs);
    expect(useDraftStore.getState().edits[id]).toMatchObject({
      status: 'conflict',
      conflict: { yours: 'My heading', theirs },
    });
    await keepMine(id);
    expect(server?.calls.at(-1)?.headers.get('If-Match')).toBe('"7"');
    expect(useDraftStore.getState().edits[id]).toBeUndefined();
  });

  it('when taking their value, then nothing is saved, the cache gets theirs and the editor re-reads it', async () => {
    const theirs = {
      value: 'Their heading',
      revision: 7,
      updatedBy: 'staff.editor2',
      updatedAt: '2026-11-24T17:01:00Z',
    };
    serve(() => ({ status: 412, body: { message: 'Changed', key: 'loginPage.heading', yours: 'Mine', theirs } }));
    editValue('setting', 'loginPage.heading', 'Mine', 6);
    await vi.advanceTimersByTimeAsync(autosaveDelayMs);
    takeTheirs(id);
    expect(onSaved).toHaveBeenCalledWith(
      'setting',
      expect.objectContaining({ entry: theirs, storedValue: 'Their heading' }),
    );
    expect(useDraftStore.getState().edits[id]).toBeUndefined();
    expect(useDraftStore.getState().generations[id]).toBe(1);
    expect(server?.calls).toHaveLength(1);
  });

  it('when the instant checks fail, then the value is kept locally and not sent', async () => {
    serve(() => saved('x', 1));
    editValue('setting', 'agreements.agreement1', 'a|b', 0, ['GAC Setup Error: Incorrect number of parameters']);
    await vi.advanceTimersByTimeAsync(autosaveDelayMs * 2);
    expect(server?.calls).toHaveLength(0);
    expect(useDraftStore.getState().edits[editId('setting', 'agreements.agreement1')]).toMatchObject({
      status: 'invalid',
      value: 'a|b',
    });
  });
});
