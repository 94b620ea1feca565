import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StudioCatalogue, StudioSession, StudioState } from '@schemas/studio/studio-api';
import { resetAutosave } from '@studio/features/drafts/autosave';
import { resetDraftStore } from '@studio/features/drafts/draft-store';
import EditPage from '@studio/features/editor/edit-page';
import { fakeStudioServer, renderStudio, studioStateWith } from '@studio/testing/studio-test-kit';

const text = (key: string, def: string) => ({
  key,
  section: key.split('.')[0] ?? '',
  kind: 'text' as const,
  default: def,
  description: `The ${key}`,
  screens: [],
});
const catalogue: StudioCatalogue = {
  settings: [text('loginPage.heading', 'Sign in'), text('loginPage.userNameLabel', 'User name')],
  institutionOptions: [],
};
const editor: StudioSession = {
  user: { userName: 'staff.editor', displayName: 'Eddie Editor', role: 'editor' },
  csrfToken: 'c',
};
// Both texts translated, the Spanish published after the English.
const state: StudioState = {
  ...studioStateWith({
    'languages.useSpanishOption': 'true',
    'loginPage.heading': 'Welcome',
    'loginPage.heading@es': 'Bienvenido',
    'loginPage.userNameLabel': 'Your user name',
  }),
};
state.published.changedAt = {
  'loginPage.heading': '2026-11-20T10:00:00.000Z',
  'loginPage.heading@es': '2026-11-21T10:00:00.000Z',
};

let restore = () => {};
beforeEach(() => {
  resetDraftStore();
  restore = fakeStudioServer((call) =>
    call.path === 'catalogue'
      ? { status: 200, body: catalogue }
      : { status: call.method === 'GET' ? 200 : 500, body: state },
  ).restore;
});
afterEach(() => {
  resetAutosave();
  restore();
});

const openView = async () => {
  const toggle = await screen.findByRole('button', { name: /Missing or outdated translations/ });
  if (toggle.getAttribute('aria-expanded') !== 'true') await userEvent.click(toggle);
  return screen.getByRole('list', { name: 'Missing or outdated translations' });
};

describe('the missing or outdated translations view', () => {
  it("when a key's English text is edited after its Spanish one, then the view lists it as outdated and opens it", async () => {
    renderStudio(<EditPage session={editor} />, { route: '/?key=loginPage.heading' });
    const list = await openView();
    // The label's English has no Spanish value: missing. The heading's Spanish is newer: fine.
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['loginPage.userNameLabel Español: missing']);

    await userEvent.type(screen.getByRole('textbox', { name: 'English' }), ' back');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'loginPage.heading Español: outdated (the English changed after it)',
      'loginPage.userNameLabel Español: missing',
    ]);

    await userEvent.click(within(list).getByRole('link', { name: /loginPage\.userNameLabel/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'loginPage.userNameLabel' })).toHaveFocus();
  });

  it('when the lender does not offer Spanish, then there is no view', async () => {
    restore();
    const english = studioStateWith({ 'loginPage.heading': 'Welcome' });
    restore = fakeStudioServer((call) =>
      call.path === 'catalogue' ? { status: 200, body: catalogue } : { status: 200, body: english },
    ).restore;
    renderStudio(<EditPage session={editor} />);
    await screen.findByRole('searchbox', { name: 'Search settings' });
    expect(screen.queryByRole('button', { name: /Missing or outdated translations/ })).toBeNull();
  });
});
