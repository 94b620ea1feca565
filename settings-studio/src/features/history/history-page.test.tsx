import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryEntry, StaffRole } from '@schemas/studio/studio-api';
import { installFakeStudioApi, type FakeHandler } from '../../testing/fake-studio-api';
import { renderStudio } from '../../testing/studio-test-kit';
import { sessionOf, testHistory } from '../../testing/studio-fixtures';
import { HistoryPage } from './history-page';

let restore = () => {};
afterEach(() => restore());

function setup(
  role: StaffRole,
  extra: Record<string, FakeHandler> = {},
  history: () => HistoryEntry[] = () => testHistory,
) {
  const fake = installFakeStudioApi({
    'GET session': () => ({ body: sessionOf(role) }),
    'GET history': () => ({ body: history() }),
    ...extra,
  });
  restore = fake.restore;
  renderStudio(<HistoryPage />);
  return fake;
}

const version = (n: number) =>
  screen.getByRole('heading', { level: 2, name: new RegExp(`^Version ${n}\\b`) }).closest('li') as HTMLElement;

describe('HistoryPage', () => {
  it('when versions exist, then they are listed newest first with who, when, note and rollback of, each expandable to its changes', async () => {
    const user = userEvent.setup();
    setup('viewer');
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Version 3 (live)', 'Version 2', 'Version 1']);
    const v3 = version(3);
    expect(v3).toHaveTextContent('Published by staff.publisher, 24 Nov 2026');
    expect(v3).toHaveTextContent('rollback of version 1');
    expect(v3).toHaveTextContent('Back to the launch texts');

    const v2 = version(2);
    const toggle = within(v2).getByRole('button', { name: 'Show 2 changes of version 2' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(v2).queryByText('PasswordMinimumLength')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const changes = within(v2).getAllByRole('listitem');
    expect(changes[0]).toHaveTextContent('Setting loginPage.heading: Sign in → Hello again');
    expect(changes[1]).toHaveTextContent('Institution option PasswordMinimumLength: 8 → 10');
    // A viewer reads the history but cannot roll back.
    expect(screen.queryByRole('button', { name: /Roll back/ })).toBeNull();
  });

  it('when a publisher rolls back, then a dialog takes focus, needs a note, posts the version and reports the new version', async () => {
    const user = userEvent.setup();
    let entries = testHistory;
    const fake = setup(
      'publisher',
      {
        'POST rollback': () => {
          entries = [
            {
              version: 4,
              publishedBy: 'staff.publisher',
              publishedAt: '2026-11-24T17:00:00.000Z',
              note: 'Undo',
              rollbackOf: 2,
              changes: [],
            },
            ...testHistory,
          ];
          return { body: { version: 4 } };
        },
      },
      () => entries,
    );
    await screen.findByRole('heading', { level: 2, name: 'Version 2' });
    // The live version has nothing to roll back to.
    expect(within(version(3)).queryByRole('button', { name: /Roll back/ })).toBeNull();
    await user.click(within(version(2)).getByRole('button', { name: 'Roll back to this version (2)' }));

    const dialog = screen.getByRole('dialog', { name: 'Roll back to version 2?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The list behind it is inert, not only out of Tab's reach.
    expect(screen.getByRole('heading', { level: 1, hidden: true }).closest('[inert]')).not.toBeNull();
    expect(within(dialog).getByLabelText('Note (required)')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Roll back to version 2' }));
    expect(
      within(dialog).getByText('Write a note: the history shows it as the reason for the rollback.'),
    ).toBeInTheDocument();
    expect(fake.calls.some((c) => c.path === 'rollback')).toBe(false);

    await user.type(within(dialog).getByLabelText('Note (required)'), 'Undo');
    await user.click(within(dialog).getByRole('button', { name: 'Roll back to version 2' }));
    const done = await screen.findByText(
      'Rolled back: version 4 restores the settings of version 2. Borrowers get it on their next visit.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.calls.find((c) => c.path === 'rollback')?.body).toEqual({ version: 2, note: 'Undo' });
    expect(fake.calls.find((c) => c.path === 'rollback')?.headers.get('X-CSRF-Token')).toBe('csrf-test-token');
    await waitFor(() => expect(done).toHaveFocus());
    expect(await screen.findByRole('heading', { level: 2, name: 'Version 4 (live)' })).toBeInTheDocument();
  });

  it('when the dialog is cancelled with Escape, then nothing is posted and focus returns to the button that opened it; Tab stays inside', async () => {
    const user = userEvent.setup();
    const fake = setup('publisher');
    const trigger = await screen.findByRole('button', { name: 'Roll back to this version (1)' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(fake.calls.some((c) => c.path === 'rollback')).toBe(false);
  });

  it('when four eyes waits for a second publisher (202), then the page says so instead of a rollback', async () => {
    const user = userEvent.setup();
    setup('publisher', {
      'POST rollback': () => ({
        status: 202,
        body: {
          message:
            'Four eyes: another publisher must make the same change (roll back to version 2) before it takes effect.',
          pending: {
            kind: 'rollback',
            value: '2',
            requestedBy: 'staff.publisher',
            requestedAt: '2026-11-24T17:00:00.000Z',
          },
        },
      }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Version 2' });
    await user.click(within(version(2)).getByRole('button', { name: 'Roll back to this version (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Roll back to version 2?' });
    await user.type(within(dialog).getByLabelText('Note (required)'), 'Undo');
    await user.click(within(dialog).getByRole('button', { name: 'Roll back to version 2' }));
    const waiting = await screen.findByText(
      'Four eyes: another publisher must make the same change (roll back to version 2) before it takes effect.',
    );
    await waitFor(() => expect(waiting).toHaveFocus());
    expect(screen.queryByText(/Rolled back:/)).toBeNull();
  });

  it('when the server refuses the rollback (403), then the dialog says only publishers can roll back', async () => {
    const user = userEvent.setup();
    setup('publisher', { 'POST rollback': () => ({ status: 403, body: { message: 'Publishers only.' } }) });
    await user.click(await screen.findByRole('button', { name: 'Roll back to this version (2)' }));
    await user.type(screen.getByLabelText('Note (required)'), 'x');
    await user.click(screen.getByRole('button', { name: 'Roll back to version 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not rolled back: only publishers can roll back.');
  });
});
