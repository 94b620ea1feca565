import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/query-client';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { useSessionStore } from '@/session/session-store';
import { renderShell, resetShellState, testLogin } from '@/testing/render-shell';
import { DocumentCenterPage } from './document-center-page';

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
});

const doc = (FileId: string, DisplayName: string) => ({
  FileId,
  DisplayName,
  Name: `${DisplayName}.pdf`,
  DisplayFormat: 'pdf',
  DateUploaded: '2026-11-20T14:05:09',
});
const accounts = {
  Accounts: [
    { Number: '1001', Type: 'Loan', Comment: '' },
    { Number: '2002', Type: 'Loan', Comment: '' },
  ],
  HasNoErrors: true,
  Errors: [],
};

function setup(routes: FakeRoutes, personal = true, settings: Record<string, string> = {}) {
  useSessionStore.getState().setSession({ ...testLogin, CompanyNumber: personal ? 0 : 5 });
  const fake = installFakeApi({
    'GET accountList': () => ({ status: 200, data: accounts }),
    'GET file/GetFileTypes': () => ({ status: 200, data: { FileTypes: [] } }),
    ...routes,
  });
  restore = fake.restore;
  renderShell([{ path: 'dc', element: <DocumentCenterPage /> }], '/dc', {
    settings: { 'access.useFileServices': 'true', ...settings },
  });
  return fake;
}

describe('Document Center', () => {
  it('without file services (access.useFileServices off) it shows no tabs and asks the file service for nothing', () => {
    const { calls } = setup({}, true, { 'access.useFileServices': 'false' });
    expect(screen.getByRole('heading', { level: 1, name: 'Document Center' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByText('No Uploaded Documents')).toBeInTheDocument();
    expect(calls.filter((c) => /Documents\/|file\//.test(c.url))).toEqual([]);
  });

  it('has the three tabs for a personal user and two otherwise', () => {
    setup({});
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Account Documents',
      'Profile Documents',
      'Applications Documents',
    ]);
    resetShellState();
    setup({}, false);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Account Documents',
      'Applications Documents',
    ]);
  });

  it('arrow keys move between the tabs, wrapping around (Left/Up back, Right/Down on)', async () => {
    setup({ 'GET Documents/GetAccountDocuments': () => ({ status: 200, data: { Value: [] } }) });
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('Account Documents').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Profile Documents')).toHaveFocus();
    expect(tab('Profile Documents')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(tab('Applications Documents')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Account Documents')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(tab('Applications Documents')).toHaveAttribute('aria-selected', 'true');
  });

  it("the account selector shows the chosen account's tiles with name and 'M/d/yy, h:mm:ss' date; another account reloads", async () => {
    const { calls } = setup({
      'GET Documents/GetAccountDocuments': ({ params }) => ({
        status: 200,
        data: { Value: params.accountNumber === '1001' ? [doc('a', 'Title')] : [] },
      }),
    });
    const tile = await screen.findByRole('button', { name: /Title/ });
    expect(tile).toHaveTextContent('11/20/26, 2:05:09');
    // Next level under the page's h1: the tabs are not headings (WCAG 1.3.1).
    expect(screen.getByRole('heading', { name: 'File Management' })).toHaveProperty('tagName', 'H2');
    await userEvent.selectOptions(screen.getByLabelText('Account Number'), '2002');
    expect(await screen.findByText('No Uploaded Documents')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === 'Documents/GetAccountDocuments').map((c) => c.params.accountNumber)).toEqual([
      '1001',
      '2002',
    ]);
  });

  it('marks documents that a refreshed list adds as New, not the first list', async () => {
    let list = [doc('a', 'First')];
    setup({ 'GET Documents/GetCustomerDocuments': () => ({ status: 200, data: { Value: list } }) });
    await userEvent.click(screen.getByRole('tab', { name: 'Profile Documents' }));
    expect(await screen.findByRole('button', { name: /First/ })).not.toHaveTextContent('New');
    list = [doc('a', 'First'), doc('b', 'Second')];
    await act(() => queryClient.invalidateQueries({ queryKey: ['documents'] }));
    expect(await screen.findByRole('button', { name: /Second/ })).toHaveTextContent('New');
    expect(screen.getByRole('button', { name: /First/ })).not.toHaveTextContent('New');
  });

  it('a document whose token cannot be had says the document service failed, not that pop-ups are blocked; a blocked window says pop-ups', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    try {
      setup({
        'GET Documents/GetAccountDocuments': () => ({ status: 200, data: { Value: [doc('a', 'Title')] } }),
        'GET PassableToken/GetPassableToken': () => ({ status: 200, data: '' }),
      });
      await userEvent.click(await screen.findByRole('button', { name: /Title/ }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Cannot connect to the service to get documents');
      expect(screen.queryByText(/pop-up/i)).toBeNull();
      expect(tab.close).toHaveBeenCalled();
      open.mockReturnValue(null);
      await userEvent.click(screen.getByRole('button', { name: /Title/ }));
      expect(await screen.findByRole('alert')).toHaveTextContent(/pop-up/i);
    } finally {
      open.mockRestore();
    }
  });

  it('says when documents cannot load, and when a refresh fails keeps the list with its own text', async () => {
    let fail = false;
    setup({
      'GET Documents/GetAccountDocuments': () =>
        fail ? { status: 400, data: {} } : { status: 200, data: { Value: [doc('a', 'Kept')] } },
    });
    await screen.findByRole('button', { name: /Kept/ });
    fail = true;
    await act(() => queryClient.invalidateQueries({ queryKey: ['documents'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong when attempting to refresh the document list',
    );
    expect(screen.getByRole('button', { name: /Kept/ })).toBeInTheDocument();
    resetShellState();
    setup({ 'GET Documents/GetAccountDocuments': () => ({ status: 400, data: {} }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot connect to the service to get documents');
  });

  it('the application tab lists applications; hidden section and upload area follow their settings', async () => {
    setup(
      {
        'GET Application/GetList': () => ({
          status: 200,
          data: { HasNoErrors: true, Errors: [], Applications: [{ ApplicationNumber: 'A-77', Status: 'Open' }] },
        }),
        'GET Documents/GetApplicationDocuments': () => ({ status: 200, data: { Value: [] } }),
      },
      true,
      { 'documents.uploadHidden': 'true' },
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Applications Documents' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByLabelText('Application Number')).toHaveValue('A-77');
    await within(panel).findByText('No Uploaded Documents');
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Add Files' })).toBeNull());
  });
});

describe('File Management section settings', () => {
  it('documents.fileManagementHidden hides the whole section', async () => {
    setup({ 'GET Documents/GetAccountDocuments': () => ({ status: 200, data: { Value: [] } }) }, true, {
      'documents.fileManagementHidden': 'true',
    });
    await screen.findByLabelText('Account Number');
    expect(screen.queryByRole('heading', { name: 'File Management' })).toBeNull();
  });

  it('shows the disclaimer sanitized', async () => {
    setup({ 'GET Documents/GetAccountDocuments': () => ({ status: 200, data: { Value: [] } }) }, true, {
      'documents.disclaimer': '<p>Only <b>PDF</b> please<img src=x onerror="alert(1)"></p>',
    });
    const disclaimer = (await screen.findByText(/Only/)).closest('.rich-text')!;
    expect(disclaimer).toHaveTextContent('Only PDF please');
    expect(disclaimer.innerHTML).not.toContain('onerror');
  });
});
