import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StudioCatalogue, StudioSession } from '@schemas/studio/studio-api';
import { resetAutosave } from '@studio/features/drafts/autosave';
import { resetDraftStore } from '@studio/features/drafts/draft-store';
import { fakeStudioServer, renderStudio, studioStateWith } from '@studio/testing/studio-test-kit';
import EditPage from './edit-page';

const catalogue: StudioCatalogue = {
  settings: [
    {
      key: 'loginPage.heading',
      section: 'loginPage',
      kind: 'text',
      default: 'Sign in',
      description: 'Heading of the login page',
      screens: ['screen:login'],
    },
    {
      key: 'faq.useFAQOption',
      section: 'faq',
      kind: 'flag',
      default: 'false',
      description: 'Shows the FAQ menu item',
      screens: ['shell'],
    },
    {
      key: 'header.logo',
      section: 'header',
      kind: 'image',
      default: '',
      description: 'Logo in the header',
      screens: ['shell', 'screen:login'],
    },
  ],
  institutionOptions: [
    { name: 'PasswordMinimumLength', kind: 'number', default: '8', description: 'Shortest password' },
  ],
};
const editor: StudioSession = {
  user: { userName: 'staff.editor', displayName: 'Eddie Editor', role: 'editor' },
  csrfToken: 'c',
};
const state = studioStateWith(
  { 'loginPage.heading': 'Welcome back' },
  {
    'faq.useFAQOption': { value: 'true', revision: 1, updatedBy: 'staff.editor2', updatedAt: '2026-11-24T16:00:00Z' },
  },
);

let restore = () => {};
beforeEach(() => {
  resetDraftStore();
  restore = fakeStudioServer((call) =>
    call.path === 'catalogue' ? { status: 200, body: catalogue } : { status: 200, body: state },
  ).restore;
});
afterEach(() => {
  resetAutosave();
  restore();
});

const keyNames = () =>
  within(screen.getByRole('navigation', { name: 'Catalogue' }))
    .queryAllByRole('link')
    .map((a) => a.querySelector('.catalogue__name')?.textContent);

describe('edit page', () => {
  it('lists every key with its kind and marks draft changes; search covers keys, descriptions and current values', async () => {
    renderStudio(<EditPage session={editor} />);
    expect(await screen.findByRole('link', { name: /faq\.useFAQOption/ })).toHaveTextContent('flagchanged');
    expect(screen.getByRole('link', { name: /loginPage\.heading/ })).toHaveTextContent(/^loginPage\.headingtext$/);
    const search = screen.getByRole('searchbox', { name: 'Search settings' });
    await userEvent.type(search, 'welcome');
    expect(keyNames()).toEqual(['loginPage.heading']);
    await userEvent.clear(search);
    await userEvent.type(search, 'menu item');
    expect(keyNames()).toEqual(['faq.useFAQOption']);
    expect(screen.getByText('1 match')).toBeInTheDocument();
  });

  it('browses by screen, and opens a key with focus on its heading', async () => {
    renderStudio(<EditPage session={editor} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Screen' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Screen' }), 'Screen: login (2)');
    expect(keyNames()).toEqual(['loginPage.heading', 'header.logo']);
    await userEvent.click(screen.getByRole('link', { name: /loginPage\.heading/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'loginPage.heading' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Value' })).toHaveValue('Welcome back');
  });

  it('lists institution options and edits them with their minimums', async () => {
    renderStudio(<EditPage session={editor} />, { route: '/?group=%40options&option=PasswordMinimumLength' });
    const field = await screen.findByRole('textbox', { name: 'PasswordMinimumLength' });
    expect(field).toHaveValue('8');
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    expect(field).toHaveAccessibleDescription('Enter a whole number of at least 1.');
    expect(keyNames()).toEqual(['PasswordMinimumLength']);
    expect(screen.getByRole('link', { name: /PasswordMinimumLength/ })).toHaveTextContent('changed');
  });
});
