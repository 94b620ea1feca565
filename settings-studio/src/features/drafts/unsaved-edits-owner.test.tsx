import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StudioSession } from '@schemas/studio/studio-api';
import { StudioApp } from '@studio/app/studio-app';
import { sessionOf, stateWithDrafts, testCatalogue } from '@studio/testing/studio-fixtures';
import { fakeStudioServer, type RecordedCall } from '@studio/testing/studio-test-kit';
import { resetAutosave } from './autosave';
import { editId, patchEdit, resetDraftStore, useDraftStore } from './draft-store';

const heading = editId('setting', 'loginPage.heading');
let restore = () => {};

beforeEach(() => {
  resetDraftStore();
  localStorage.clear();
  // Signed in before in this browser: the studio asks the server who it is.
  localStorage.setItem('studio.signed-in', '1');
});
afterEach(() => {
  restore();
  resetAutosave();
  localStorage.clear();
});

/** The studio signed in as `session`, on a server that answers the shell's reads and records draft saves. */
async function openStudioAs(session: StudioSession): Promise<RecordedCall[]> {
  const server = fakeStudioServer((call) => {
    if (call.path === 'session') return { status: 200, body: session };
    if (call.path === 'catalogue') return { status: 200, body: testCatalogue };
    if (call.path === 'state') return { status: 200, body: stateWithDrafts() };
    if (call.method === 'PUT' && call.path.startsWith('draft/')) {
      const value = (call.body as { value: string }).value;
      return {
        status: 200,
        body: {
          key: 'loginPage.heading',
          entry: { value, revision: 1, updatedBy: session.user.userName, updatedAt: '2026-11-24T17:00:00Z' },
          storedValue: value,
          draftEtag: '"d2"',
        },
      };
    }
    return { status: 404, body: { message: 'Not in this test.' } };
  });
  restore = server.restore;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StudioApp />
    </QueryClientProvider>,
  );
  await screen.findByRole('button', { name: 'Sign out' }, { timeout: 4000 });
  return server.calls;
}

const draftSaves = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'PUT' && c.path.startsWith('draft/'));

describe('unsaved edits kept in the browser belong to one staff member', () => {
  it('when another staff member signs in, then the edits left by the one before are discarded, never saved under their name', async () => {
    // Typed by staff.editor, whose session then ended before the save went out.
    patchEdit(heading, {
      scope: 'setting',
      key: 'loginPage.heading',
      value: 'Typed by Eddie',
      revision: 0,
      status: 'pending',
    });
    localStorage.setItem(
      'studio.unsaved-drafts.staff.editor',
      JSON.stringify({
        [heading]: {
          scope: 'setting',
          key: 'loginPage.heading',
          value: 'Typed by Eddie',
          revision: 0,
          status: 'pending',
        },
      }),
    );
    const calls = await openStudioAs(sessionOf('editor', 'staff.editor2'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(draftSaves(calls)).toEqual([]);
    expect(useDraftStore.getState().edits).toEqual({});
    expect(Object.keys(localStorage).filter((k) => k.startsWith('studio.unsaved-drafts'))).toEqual([]);
  });

  it('when the same staff member signs in again, then their kept edits come back and are saved', async () => {
    localStorage.setItem(
      'studio.unsaved-drafts.staff.editor',
      JSON.stringify({
        [heading]: {
          scope: 'setting',
          key: 'loginPage.heading',
          value: 'Typed by Eddie',
          revision: 0,
          status: 'saving',
        },
      }),
    );
    const calls = await openStudioAs(sessionOf('editor', 'staff.editor'));
    await waitFor(() => expect(draftSaves(calls).map((c) => c.body)).toEqual([{ value: 'Typed by Eddie' }]));
  });

  it('when a signed-in staff member types, then the unsaved edit is kept under their user name only, and nothing secret is kept', async () => {
    await openStudioAs(sessionOf('editor', 'staff.editor'));
    restore();
    // No server now: the edit stays unsaved in the browser.
    restore = fakeStudioServer(() => Promise.reject(new Error('offline'))).restore;
    patchEdit(heading, {
      scope: 'setting',
      key: 'loginPage.heading',
      value: 'Offline heading',
      revision: 0,
      status: 'error',
    });
    const kept = Object.keys(localStorage).filter((k) => k.startsWith('studio.unsaved-drafts'));
    expect(kept).toEqual(['studio.unsaved-drafts.staff.editor']);
    const stored = JSON.stringify(Object.fromEntries(Object.entries(localStorage)));
    expect(stored).not.toContain('csrf-test-token');
  });
});
