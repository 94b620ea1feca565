import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudioState } from '@schemas/studio/studio-api';
import { resetAutosave, setAutosaveHooks } from '@studio/features/drafts/autosave';
import { editId, patchEdit, resetDraftStore } from '@studio/features/drafts/draft-store';
import { withSavedDraft } from '@studio/features/drafts/effective-values';
import { fakeStudioServer, renderStudio, studioStateWith } from '@studio/testing/studio-test-kit';
import type { EditedKey } from './edited-key';
import { KeyEditor } from './key-editor';

const flag: EditedKey = {
  scope: 'setting',
  key: 'faq.useFAQOption',
  kind: 'flag',
  default: 'false',
  description: 'Shows the FAQ item.',
  screens: ['shell', 'screen:faq'],
};
const agreement: EditedKey = {
  scope: 'setting',
  key: 'agreements.agreement1',
  kind: 'text',
  default: '',
  description: 'Agreement slot 1.',
  screens: [],
};
const address: EditedKey = {
  scope: 'setting',
  key: 'portal.ssoLoginUrl',
  kind: 'text',
  format: 'url',
  default: '',
  description: 'SSO login page.',
  screens: [],
};
const rich: EditedKey = {
  scope: 'setting',
  key: 'agreements.agreement1Text',
  kind: 'richText',
  default: '',
  description: 'Rich text.',
  screens: [],
};

let restore = () => {};
beforeEach(() => {
  resetDraftStore();
  restore = fakeStudioServer(() => ({ status: 500 })).restore;
});
afterEach(() => {
  resetAutosave();
  restore();
});

const editor = (target: EditedKey, state: StudioState, readOnly = false) => (
  <KeyEditor
    target={target}
    state={state}
    readOnly={readOnly}
    userName="staff.editor"
    screenHref={(s) => `?by=screen&group=${s}`}
  />
);
const renderEditor = (target: EditedKey, state: StudioState, readOnly = false) =>
  renderStudio(editor(target, state, readOnly));

describe('KeyEditor', () => {
  it('a flag is a switch that turns on with the keyboard; the edit is kept at once; the screens using it are listed', async () => {
    renderEditor(flag, studioStateWith({ 'faq.useFAQOption': 'false' }));
    const toggle = screen.getByRole('switch', { name: 'Value' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('heading', { name: 'faq.useFAQOption' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    expect(screen.getByRole('link', { name: 'Screen: faq' })).toHaveAttribute('href', '/?by=screen&group=screen:faq');
    expect(screen.getByRole('link', { name: 'Every page (shell)' })).toBeInTheDocument();
  });

  it("an agreement string shows the spec's message at the field as it is typed", async () => {
    renderEditor(agreement, studioStateWith({}));
    const field = screen.getByRole('textbox', { name: 'Value' });
    await userEvent.type(field, 'https://x.test/terms|2024-01-01|Terms');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/GAC Setup Error: Incorrect number of parameters/);
    await userEvent.type(field, '|login-never');
    expect(field).toHaveAccessibleDescription(/^Invalid agreement type/);
    await userEvent.clear(field);
    await userEvent.type(field, 'https://x.test/terms|2024-01-01|Terms|login-ach');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('a web address setting says at the field, as it is typed, that only https (http in the sandbox) is taken', async () => {
    renderEditor(address, studioStateWith({}));
    const field = screen.getByRole('textbox', { name: 'Value' });
    await userEvent.type(field, 'javascript:alert(1)');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'Enter a web address that starts with https:// (http:// only in the sandbox).',
    );
    await userEvent.clear(field);
    await userEvent.type(field, 'https://sso.example/login');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('a viewer sees the value but cannot change it', async () => {
    renderEditor(flag, studioStateWith({ 'faq.useFAQOption': 'true' }), true);
    expect(screen.getByRole('switch', { name: 'Value' })).toBeDisabled();
    expect(screen.getByText(/Your role is viewer/)).toBeInTheDocument();
    renderEditor(agreement, studioStateWith({ 'agreements.agreement1': 'a|b|c|login' }), true);
    expect(screen.getByRole('textbox', { name: 'Value' })).toHaveAttribute('readonly');
  });

  it("rich text previews the server's stored (sanitized) value, never the typed markup", () => {
    const state = studioStateWith(
      {},
      {
        'agreements.agreement1Text': {
          value: '<p>Safe <b>terms</b></p>',
          revision: 2,
          updatedBy: 'staff.editor',
          updatedAt: '2026-11-24T10:00:00Z',
        },
      },
    );
    renderEditor(rich, state);
    const preview = screen.getByRole('region', { name: /Sanitized preview/ });
    expect(within(preview).getByText('terms').tagName).toBe('B');
    expect(screen.getByRole('status')).toHaveTextContent('Draft by staff.editor, Nov 24, 2026, 10:00 UTC.');
  });

  it('a 412 opens the conflict dialog with both values, who and when; using theirs puts their value in the field', async () => {
    let state = studioStateWith({});
    // As the app does: a confirmed (or taken-over) entry patches the state.
    setAutosaveHooks({
      onSaved: (scope, saved) => void (state = withSavedDraft(state, scope, saved)),
      onSignedOut: () => {},
    });
    const { rerender } = renderEditor(agreement, state);
    const theirs = {
      value: 'https://b.test|2024|B|login',
      revision: 5,
      updatedBy: 'staff.editor2',
      updatedAt: '2026-11-24T17:05:00Z',
    };
    act(() => {
      patchEdit(editId('setting', agreement.key), {
        scope: 'setting',
        key: agreement.key,
        value: 'https://a.test|2024|A|login',
        status: 'conflict',
        conflict: { message: 'Conflict', key: agreement.key, yours: 'https://a.test|2024|A|login', theirs },
      });
    });
    const dialog = screen.getByRole('dialog', { name: 'staff.editor2 also changed agreements.agreement1' });
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(within(dialog).getByRole('region', { name: 'Your value' })).toHaveTextContent('https://a.test|2024|A|login');
    expect(within(dialog).getByRole('region', { name: 'Their value' })).toHaveTextContent(
      'Saved by staff.editor2 on Nov 24, 2026, 17:05 UTC',
    );
    expect(within(dialog).getByRole('region', { name: 'Their value' })).toHaveTextContent(
      'https://b.test|2024|B|login',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use theirs' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(editor(agreement, state));
    expect(screen.getByRole('textbox', { name: 'Value' })).toHaveValue('https://b.test|2024|B|login');
    expect(screen.getByRole('status')).toHaveTextContent('Draft by staff.editor2, Nov 24, 2026, 17:05 UTC.');
  });

  it('discarding the draft change sends DELETE with the revision and puts the published value back in the field', async () => {
    restore();
    const server = fakeStudioServer(() => ({
      status: 200,
      body: { key: agreement.key, entry: null, storedValue: 'https://p.test|2024|P|login', draftEtag: '"d9"' },
    }));
    restore = server.restore;
    let state = studioStateWith(
      { [agreement.key]: 'https://p.test|2024|P|login' },
      {
        [agreement.key]: {
          value: 'https://d.test|2024|D|login',
          revision: 2,
          updatedBy: 'staff.editor',
          updatedAt: '2026-11-24T10:00:00Z',
        },
      },
    );
    setAutosaveHooks({
      onSaved: (scope, saved) => void (state = withSavedDraft(state, scope, saved)),
      onSignedOut: () => {},
    });
    const { rerender } = renderEditor(agreement, state);
    expect(screen.getByRole('textbox', { name: 'Value' })).toHaveValue('https://d.test|2024|D|login');
    await userEvent.click(screen.getByRole('button', { name: 'Discard the draft change' }));
    await vi.waitFor(() => expect(state.draft.settings[agreement.key]).toBeUndefined());
    expect(server.calls[0]).toMatchObject({ method: 'DELETE', path: 'draft/settings/agreements.agreement1' });
    expect(server.calls[0]?.headers.get('If-Match')).toBe('"2"');
    rerender(editor(agreement, state));
    expect(screen.getByRole('textbox', { name: 'Value' })).toHaveValue('https://p.test|2024|P|login');
    expect(screen.getByRole('status')).toHaveTextContent('Published value: no draft change.');
  });
});
