import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffRole } from '@schemas/studio/studio-api';
import { installFakeStudioApi, type FakeHandler } from '../../testing/fake-studio-api';
import { renderStudio } from '../../testing/studio-test-kit';
import { sessionOf, stateWithDrafts } from '../../testing/studio-fixtures';
import { TransferPage } from './transfer-page';

let restore = () => {};
afterEach(() => restore());

const samples = [
  { id: 'credit-union', name: 'Small credit union', description: 'Minimal options.' },
  { id: 'large-lender', name: 'Large lender', description: 'Every payment option, wallets and fees.' },
  { id: 'sso-lender', name: 'SSO lender', description: 'Document center and e-statements.' },
];

function setup(role: StaffRole, extra: Record<string, FakeHandler> = {}) {
  const fake = installFakeStudioApi({
    'GET session': () => ({ body: sessionOf(role) }),
    'GET state': () => ({ body: stateWithDrafts() }),
    'GET samples': () => ({ body: samples }),
    ...extra,
  });
  restore = fake.restore;
  renderStudio(<TransferPage />);
  return fake;
}

const zip = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'lender.zip', { type: 'application/zip' });

describe('TransferPage', () => {
  it('when a publisher picks another sample, then the sample is switched and the page says which one is served', async () => {
    const user = userEvent.setup();
    const fake = setup('publisher', { 'PUT sample': () => ({ status: 204 }) });
    expect(await screen.findByText('The portal serves Small credit union.')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Choose the sample institution' });
    expect(within(group).getByRole('radio', { name: 'Small credit union' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Switch to this sample' })).toBeDisabled();
    const large = within(group).getByRole('radio', { name: 'Large lender' });
    expect(large).toHaveAccessibleDescription('Every payment option, wallets and fees.');
    await user.click(large);
    await user.click(screen.getByRole('button', { name: 'Switch to this sample' }));
    expect(await screen.findByText('Switched: the portal now serves Large lender.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path === 'sample')?.body).toEqual({ sampleId: 'large-lender' });
  });

  it('when four eyes waits for a second publisher (202), then the page says so and does not claim the sample was switched', async () => {
    const user = userEvent.setup();
    setup('publisher', {
      'PUT sample': () => ({
        status: 202,
        body: {
          message:
            'Four eyes: another publisher must make the same change (choose sample large-lender) before it takes effect.',
          pending: {
            kind: 'sample',
            value: 'large-lender',
            requestedBy: 'staff.publisher',
            requestedAt: '2026-11-24T17:00:00.000Z',
          },
        },
      }),
    });
    const group = await screen.findByRole('group', { name: 'Choose the sample institution' });
    await user.click(within(group).getByRole('radio', { name: 'Large lender' }));
    await user.click(screen.getByRole('button', { name: 'Switch to this sample' }));
    expect(
      await screen.findByText(
        'Four eyes: another publisher must make the same change (choose sample large-lender) before it takes effect.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Switched:/)).toBeNull();
  });

  it('when an editor opens the page, then the sample is shown but cannot be switched; the export is a zip download link', async () => {
    setup('editor');
    expect(await screen.findByText('Only publishers can switch the sample institution.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    const link = screen.getByRole('link', { name: 'Download the institution as a zip' });
    expect(link).toHaveAttribute('href', '/studio/api/export');
    expect(link).toHaveAttribute('download');
  });

  it('when the import has problems (422), then every problem is listed with its file and key, and nothing is said to be imported', async () => {
    const user = userEvent.setup();
    const fake = setup('editor', {
      'POST import': () => ({
        status: 422,
        body: {
          message: 'The import has problems.',
          problems: [
            { key: 'loginPage.heading', file: 'shared.json', message: 'Not a text.' },
            { key: 'agreements.gac', file: 'shared.json', message: 'GAC Setup Error: Incorrect number of parameters' },
            { key: 'PasswordMinimumLength', file: 'institution-options.json', message: 'Must be a whole number.' },
          ],
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(screen.getByText('Choose a zip file to import.')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.path === 'import')).toBe(false);

    await user.upload(screen.getByLabelText('Institution zip'), zip());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported: 3 problems.');
    const items = within(alert).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'shared.json · loginPage.heading: Not a text.',
      'shared.json · agreements.gac: GAC Setup Error: Incorrect number of parameters',
      'institution-options.json · PasswordMinimumLength: Must be a whole number.',
    ]);
    const sent = fake.calls.find((c) => c.path === 'import');
    expect(sent?.headers.get('Content-Type')).toBe('application/zip');
    expect(sent?.body).toBeInstanceOf(File);
  });

  it('when the import succeeds, then the keys that became draft are listed (a Spanish text by its language) with a link to review them', async () => {
    const user = userEvent.setup();
    setup('publisher', {
      'POST import': () => ({
        body: { changedKeys: ['loginPage.heading', 'loginPage.heading@es', 'faq.useFAQOption'] },
      }),
    });
    await user.upload(await screen.findByLabelText('Institution zip'), zip());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const status = await screen.findByText(/Imported: 3 keys became drafts\./);
    expect(within(status).getByRole('link', { name: 'Review them on the publish page' })).toHaveAttribute(
      'href',
      '#/publish',
    );
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
        expect.arrayContaining(['loginPage.heading', 'loginPage.heading Español', 'faq.useFAQOption']),
      ),
    );
    expect(screen.getByText('Español')).toHaveAttribute('lang', 'es');
  });

  it('when a viewer opens the page, then there is no import form', async () => {
    setup('viewer');
    expect(await screen.findByText('Only editors and publishers can import.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Institution zip')).toBeNull();
  });
});
