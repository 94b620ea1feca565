import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { renderShell, resetShellState } from '@/testing/render-shell';
import { LoginHistoryPage } from './login-history-page';

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
});

function setup(routes: FakeRoutes) {
  const fake = installFakeApi(routes);
  restore = fake.restore;
  renderShell([{ path: 'h', element: <LoginHistoryPage /> }], '/h');
}

const entries = [
  { LoginDate: '2026-11-01T14:00:00', IPAddress: '198.51.100.7', EntryKey: '1' },
  { LoginDate: '2026-11-20T09:15:00', IPAddress: '10.0.0.2', EntryKey: '2' },
  { LoginDate: '2026-10-05T18:30:00', IPAddress: '203.0.113.9', EntryKey: '3' },
];
const ips = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1]?.textContent);

describe('login history', () => {
  it('shows Date and IP address newest first; each header sorts its column both ways', async () => {
    setup({ 'GET Profile/LoginHistory': () => ({ status: 200, data: entries }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login History' })).toBeVisible();
    await screen.findByRole('table');
    expect(ips()).toEqual(['10.0.0.2', '198.51.100.7', '203.0.113.9']);
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('11/20/2026 9:15 AM');
    await userEvent.click(screen.getByRole('button', { name: /Date/ }));
    expect(ips()).toEqual(['203.0.113.9', '198.51.100.7', '10.0.0.2']);
    await userEvent.click(screen.getByRole('button', { name: /IP Address/ }));
    expect(ips()).toEqual(['203.0.113.9', '198.51.100.7', '10.0.0.2']);
    await userEvent.click(screen.getByRole('button', { name: /IP Address/ }));
    expect(ips()).toEqual(['10.0.0.2', '198.51.100.7', '203.0.113.9']);
    expect(screen.getByRole('columnheader', { name: /IP Address/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('a failed call shows its error', async () => {
    setup({ 'GET Profile/LoginHistory': () => ({ status: 400, data: {} }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Cannot Get Login History.');
  });
});
