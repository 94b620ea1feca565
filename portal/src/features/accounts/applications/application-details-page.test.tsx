import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Application } from '@/api/accounts/account-types';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { setApiTransport } from '@/api/api-client';
import { useSessionStore } from '@/session/session-store';
import { renderShell, resetShellState, testLogin } from '@/testing/render-shell';
import { ApplicationDetailsPage } from './application-details-page';

let restore = () => {};
beforeEach(() => useSessionStore.getState().setSession(testLogin));
afterEach(() => {
  restore();
  resetShellState();
  vi.restoreAllMocks();
});

const app: Application = {
  ApplicationNumber: 'APP-7',
  Status: 'Approved',
  AmountRequested: 5000,
  AmountApproved: 4500.5,
  LastModified: '2026-11-18T12:00:00Z',
  FundsExpected: '2026-11-25',
};

function setup(routes: FakeRoutes, state: unknown = null, settings: Record<string, string> = {}) {
  const fake = installFakeApi(routes);
  restore = fake.restore;
  const shell = renderShell(
    [{ path: 'myaccount/applicationdetails/:applicationNumber', element: <ApplicationDetailsPage /> }],
    '/',
    { settings },
  );
  void shell.router.navigate('/myaccount/applicationdetails/APP-7', { state });
  return fake.calls;
}

const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('application details', () => {
  it('shows the name and every field from the passed row without fetching', async () => {
    const calls = setup({}, { application: app });
    expect(await screen.findByText('Jane Smith')).toBeVisible();
    expect(value('Application Number')).toBe('APP-7');
    expect(value('Status')).toBe('Approved');
    expect(value('Amount Requested')).toBe('$5,000.00');
    expect(value('Amount Approved')).toBe('$4,500.50');
    expect(value('Last Modified')).toBe('November 18, 2026');
    expect(value('Funds Expected')).toBe('Wednesday, November 25, 2026');
    expect(calls).toHaveLength(0);
  });

  it('fetches the application when no row data came along; each field can be hidden; 0001-01-01 reads None', async () => {
    const calls = setup(
      {
        'GET Application': () => ({
          status: 200,
          data: { HasNoErrors: true, Errors: [], Application: { ...app, FundsExpected: '0001-01-01' } },
        }),
      },
      null,
      { 'applicationDetails.statusHidden': 'true', 'applicationDetails.amountApprovedHidden': 'true' },
    );
    expect(await screen.findByText('Application Number')).toBeVisible();
    expect(calls[0]?.params).toEqual({ numDaysToRetrieve: '30', applicationNumber: 'APP-7' });
    expect(screen.queryByText('Status')).toBeNull();
    expect(screen.queryByText('Amount Approved')).toBeNull();
    expect(value('Funds Expected')).toBe('None');
  });

  it('server errors are mapped to their messages (spec §8), an unknown one reads Error; no answer shows the connection text', async () => {
    setup({
      'GET Application': () => ({
        status: 200,
        data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'ApplicationNotFound' }], Application: null },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This application was not found. Applications changed in the last 30 days are shown.',
    );
    resetShellState();
    useSessionStore.getState().setSession(testLogin);
    restore();
    setup(
      {
        'GET Application': () => ({
          status: 200,
          data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'SomethingElse' }], Application: null },
        }),
      },
      null,
      {
        'applicationDetails.notFoundError': 'No such application.',
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error$/);
    resetShellState();
    useSessionStore.getState().setSession(testLogin);
    restore();
    setup(
      {
        'GET Application': () => ({
          status: 200,
          data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'ApplicationNotFound' }], Application: null },
        }),
      },
      null,
      {
        'applicationDetails.notFoundError': 'No such application.',
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No such application.');
    resetShellState();
    useSessionStore.getState().setSession(testLogin);
    restore();
    restore = setApiTransport(() => Promise.reject(new TypeError('Failed to fetch')));
    const shell = renderShell([{ path: 'a/:applicationNumber', element: <ApplicationDetailsPage /> }], '/a/APP-7');
    expect(await within(shell.container).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Cannot connect to the service',
    );
  });

  it('with file services on, lists the documents and opens one with a passable token', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    setup(
      {
        'GET Documents/GetApplicationDocuments': () => ({
          status: 200,
          data: {
            Value: [
              { FileId: 'f1', DisplayName: 'Pay stub.pdf', DisplayFormat: 'pdf', DateUploaded: '2026-11-10T10:00:00Z' },
            ],
          },
        }),
        'GET PassableToken/GetPassableToken': () => ({ status: 200, data: '"p-9"' }),
      },
      { application: app },
      { 'access.useFileServices': 'true' },
    );
    const panel = await screen.findByRole('region', { name: 'Documents' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Pay stub.pdf' }));
    await vi.waitFor(() => expect(tab.location.href).toContain('/api/Documents/ViewDocument?FileId=f1'));
    expect(tab.location.href).toContain('token=p-9');
  });
});
