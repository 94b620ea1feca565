import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { renderShell, resetShellState } from '@/testing/render-shell';
import OptOutPage from './opt-out-page';

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
});

function setup(api: FakeRoutes, path = '/opt-out?token=opt-1') {
  const fake = installFakeApi(api);
  restore = fake.restore;
  return { calls: fake.calls, ...renderShell([{ path: 'opt-out', element: <OptOutPage /> }], path) };
}

describe('opt-out', () => {
  it('without a token it shows the error and no button', () => {
    setup({}, '/opt-out');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There was a problem updating your email preferences. Please try again.',
    );
    expect(screen.queryByRole('button', { name: 'Opt Out' })).toBeNull();
  });

  it('the button sends the token as EmailAddress and shows the success text', async () => {
    const { calls } = setup({ 'POST OptOut/OptOut': () => ({ status: 200, data: { HasNoErrors: true, Errors: [] } }) });
    await userEvent.click(screen.getByRole('button', { name: 'Opt Out' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You have successfully been opted out of notifications. Please allow 24 hours for this to take effect.',
    );
    expect(calls[0]?.body).toEqual({ EmailAddress: 'opt-1' });
    expect(screen.queryByRole('button', { name: 'Opt Out' })).toBeNull();
  });

  it.each([
    [{ status: 200, data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'Invalid' }] } }],
    [{ status: 500, data: {} }],
  ])('a failure (%j) shows the error and lets the user try again', async (answer) => {
    setup({ 'POST OptOut/OptOut': () => answer });
    await userEvent.click(screen.getByRole('button', { name: 'Opt Out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was a problem updating your email preferences.');
    expect(screen.getByRole('button', { name: 'Opt Out' })).toBeEnabled();
  });
});
