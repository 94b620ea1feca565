import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { BulkFound, BulkResetPlan } from '@schemas/studio/bulk-changes';
import type { StaffRole } from '@schemas/studio/studio-api';
import { axeViolations } from '../../testing/axe-violations';
import { installFakeStudioApi, type FakeHandler } from '../../testing/fake-studio-api';
import { renderStudio } from '../../testing/studio-test-kit';
import { sessionOf, testCatalogue } from '../../testing/studio-fixtures';
import { BulkPage } from './bulk-page';

let restore = () => {};
afterEach(() => restore());

const plan: BulkResetPlan = {
  changes: [
    { key: 'loginPage.heading', current: 'Welcome, members', value: 'Sign in' },
    { key: 'loginPage.heading@es', current: 'Bienvenidos, socios', value: 'Iniciar sesión' },
  ],
};
const found: BulkFound = {
  matches: [
    { key: 'loginPage.heading', language: 'en', text: 'Hello quokka', ranges: [[6, 12]] },
    {
      key: 'loginPage.welcome@es',
      language: 'es',
      text: 'Hola quokka y quokka',
      ranges: [
        [5, 11],
        [14, 20],
      ],
    },
  ],
};
const openRequests = [
  { id: 4, title: 'Spring texts', author: 'staff.editor2', status: 'open' },
  { id: 3, title: 'Old', author: 'staff.editor', status: 'published' },
];

function setup(role: StaffRole, extra: Record<string, FakeHandler> = {}) {
  const fake = installFakeStudioApi({
    'GET session': () => ({ body: sessionOf(role) }),
    'GET catalogue': () => ({ body: testCatalogue }),
    'GET change-requests': () => ({ body: openRequests }),
    'POST bulk/reset-plan': () => ({ body: plan }),
    'POST bulk/find': () => ({ body: found }),
    'POST change-requests/bulk': () => ({ status: 201, body: { id: 9 } }),
    ...extra,
  });
  restore = fake.restore;
  renderStudio(
    <Routes>
      <Route path="/bulk" element={<BulkPage />} />
      <Route path="/changes/:id" element={<p>The change request page</p>} />
    </Routes>,
    { route: '/bulk' },
  );
  return fake;
}

describe('bulk reset to the catalogue defaults', () => {
  it('when a selection of a section is reviewed, then the dialog lists current → default with the Spanish key, keyboard and axe clean', async () => {
    const { calls } = setup('editor');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'loginPage.welcome' }));
    const opener = screen.getByRole('button', { name: 'Review the reset…' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Reset 2 values to the catalogue defaults?' });
    expect(calls.find((c) => c.path === 'bulk/reset-plan')?.body).toEqual({ keys: ['loginPage.heading'] });
    const rows = within(dialog)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'KeyNowDefault',
      'loginPage.headingWelcome, membersSign in',
      'loginPage.heading EspañolBienvenidos, sociosIniciar sesión',
    ]);
    const name = within(dialog).getByRole('textbox', { name: 'Name of the new change request' });
    expect(name).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('radio', { name: 'A new change request named' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('radio', { name: 'A new change request named' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('when the reset is confirmed into a new request, then its name and the keys are sent and the request opens', async () => {
    const { calls } = setup('publisher');
    await userEvent.click(await screen.findByRole('button', { name: 'Review the reset…' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset into the change request' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Name the new change request.');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Back to defaults');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset into the change request' }));
    expect(await screen.findByText('The change request page')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'change-requests/bulk')?.body).toEqual({
      target: { title: 'Back to defaults' },
      operation: { kind: 'reset', keys: ['loginPage.heading', 'loginPage.heading@es'] },
    });
  });

  it('when nothing in the choice differs from its default, then it says so and opens no dialog', async () => {
    setup('editor', { 'POST bulk/reset-plan': () => ({ body: { changes: [] } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Review the reset…' }));
    expect(await screen.findByText(/already has its catalogue default/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('find and replace across texts', () => {
  it('when the search is empty or finds nothing, then a message says so', async () => {
    const { calls } = setup('editor', { 'POST bulk/find': () => ({ body: { matches: [] } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Find' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type the text to find.');
    expect(screen.getByRole('textbox', { name: 'Find' })).toHaveFocus();
    expect(calls.some((c) => c.path === 'bulk/find')).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'Find' }), 'zebra{Enter}');
    expect(await screen.findByText(/No text holds “zebra”/)).toBeInTheDocument();
  });

  it('when matches are listed and the checked ones confirmed into an open request, then only those are replaced', async () => {
    const { calls } = setup('editor', {
      'POST change-requests/bulk': () => ({ status: 422, body: { message: 'loginPage.heading: holds no "quokka".' } }),
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Find' }), 'quokka');
    await userEvent.type(screen.getByRole('textbox', { name: 'Replace with' }), 'wombat{Enter}');
    expect(await screen.findByText('2 values hold “quokka”.')).toBeInTheDocument();
    const spanish = screen.getByRole('checkbox', { name: /loginPage\.welcome Español/ });
    expect(spanish.closest('label')?.querySelectorAll('mark')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: /loginPage\.heading English/ })).toBeChecked();
    await userEvent.click(spanish);
    const opener = screen.getByRole('button', { name: 'Replace in the checked values…' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Replace “quokka” with “wombat” in 1 value?' });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('loginPage.headingNowHello quokkaAfterHello wombat');
    expect(await axeViolations()).toEqual([]);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Change request' }), '4');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['#4 Spring texts (staff.editor2)']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace into the change request' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Nothing was changed: loginPage.heading: holds no'),
    );
    expect(calls.find((c) => c.path === 'change-requests/bulk')?.body).toEqual({
      target: { requestId: 4 },
      operation: { kind: 'replace', find: 'quokka', replace: 'wombat', keys: ['loginPage.heading'] },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(opener).toHaveFocus();
  });

  it('when the replacement is empty, then the dialog asks to remove the string', async () => {
    setup('editor');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Find' }), 'quokka{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Replace in the checked values…' }));
    expect(screen.getByRole('dialog', { name: 'Remove “quokka” from 2 values?' })).toHaveTextContent('AfterHola y');
  });

  it('when a viewer opens the page, then neither tool is offered', async () => {
    setup('viewer');
    expect(await screen.findByText(/does not make changes/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Find' })).not.toBeInTheDocument();
  });
});
