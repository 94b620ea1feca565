import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftSaved } from '@schemas/studio/studio-api';
import { resetAutosave } from '@studio/features/drafts/autosave';
import { resetDraftStore } from '@studio/features/drafts/draft-store';
import { fakeStudioServer, renderStudio, studioStateWith, type RecordedCall } from '@studio/testing/studio-test-kit';
import type { EditedKey } from './edited-key';
import { KeyEditor } from './key-editor';

const heading: EditedKey = {
  scope: 'setting',
  key: 'loginPage.heading',
  kind: 'text',
  default: 'Sign in',
  description: 'Heading of the login page.',
  screens: [],
  translations: { es: 'Iniciar sesión' },
};
const rich: EditedKey = {
  scope: 'setting',
  key: 'loginPage.richTextTop',
  kind: 'richText',
  default: '',
  description: 'Rich text.',
  screens: [],
};
const flag: EditedKey = {
  ...heading,
  key: 'faq.useFAQOption',
  kind: 'flag',
  default: 'false',
  translations: undefined,
};
const SPANISH_ON = { 'languages.useSpanishOption': 'true' };

let calls: RecordedCall[] = [];
let restore = () => {};
beforeEach(() => {
  resetDraftStore();
  const server = fakeStudioServer((call) => {
    const key = decodeURIComponent(call.path.replace('draft/settings/', ''));
    const value = (call.body as { value: string }).value;
    const entry = { value, revision: 1, updatedBy: 'staff.editor', updatedAt: '2026-11-24T10:00:00Z' };
    return { status: 200, body: { key, entry, storedValue: value, draftEtag: '"d2"' } satisfies DraftSaved };
  });
  calls = server.calls;
  restore = server.restore;
});
afterEach(() => {
  resetAutosave();
  restore();
});

const renderEditor = (target: EditedKey, published: Record<string, string>) =>
  renderStudio(
    <KeyEditor
      target={target}
      state={studioStateWith(published)}
      readOnly={false}
      userName="staff.editor"
      screenHref={(s) => `?group=${s}`}
    />,
  );

describe('KeyEditor per language', () => {
  it('when the lender offers Spanish, then a text has an English and an Español field, each saving its own key', async () => {
    renderEditor(heading, { ...SPANISH_ON, 'loginPage.heading': 'Welcome' });
    const english = screen.getByRole('textbox', { name: 'English' });
    const spanish = screen.getByRole('textbox', { name: 'Español' });
    expect(english).toHaveValue('Welcome');
    // No Spanish value yet: the catalogue's Spanish default.
    expect(spanish).toHaveValue('Iniciar sesión');
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(screen.queryByRole('textbox', { name: 'Value' })).toBeNull();

    await userEvent.clear(spanish);
    await userEvent.type(spanish, 'Bienvenido');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: 'draft/settings/loginPage.heading%40es',
      body: { value: 'Bienvenido' },
    });
    expect(english).toHaveValue('Welcome');

    await userEvent.type(english, ' back');
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ path: 'draft/settings/loginPage.heading', body: { value: 'Welcome back' } });
  });

  it("when 'Use the default' is pressed in one language, then only that language's field takes its default and saves it", async () => {
    renderEditor(heading, { ...SPANISH_ON, 'loginPage.heading': 'Welcome', 'loginPage.heading@es': 'Hola' });
    const spanishGroup = screen.getByRole('group', { name: 'Español' });
    await userEvent.click(within(spanishGroup).getByRole('button', { name: 'Use the default' }));
    expect(screen.getByRole('textbox', { name: 'Español' })).toHaveValue('Iniciar sesión');
    expect(screen.getByRole('textbox', { name: 'English' })).toHaveValue('Welcome');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      path: 'draft/settings/loginPage.heading%40es',
      body: { value: 'Iniciar sesión' },
    });

    const englishGroup = screen.getByRole('group', { name: 'English' });
    await userEvent.click(within(englishGroup).getByRole('button', { name: 'Use the default' }));
    expect(screen.getByRole('textbox', { name: 'English' })).toHaveValue('Sign in');
    expect(within(englishGroup).getByRole('button', { name: 'Use the default' })).toBeDisabled();
  });

  it('when a rich text is edited per language, then each sanitized preview is named by its language', () => {
    renderEditor(rich, { ...SPANISH_ON, 'loginPage.richTextTop@es': '<p>Hola</p>' });
    expect(screen.getByRole('region', { name: 'Sanitized preview · English' })).toHaveTextContent('Nothing saved yet.');
    const spanish = screen.getByRole('region', { name: 'Sanitized preview · Español' });
    expect(within(spanish).getByText('Hola').closest('[lang]')).toHaveAttribute('lang', 'es');
  });

  it('when the lender does not offer Spanish, or the key is not a text, then the editor has its one Value field', () => {
    renderEditor(heading, { 'languages.useSpanishOption': 'false' });
    expect(screen.getByRole('textbox', { name: 'Value' })).toHaveValue('Sign in');
    expect(screen.queryByRole('textbox', { name: 'Español' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use the default' })).toBeNull();
    renderEditor(flag, SPANISH_ON);
    expect(screen.getByRole('switch', { name: 'Value' })).toBeInTheDocument();
  });
});
