import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { useSessionStore } from '@/session/session-store';
import { renderShell, resetShellState, testLogin } from '@/testing/render-shell';
import { TextSubscriptionModal } from './text-subscription-modal';

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
});

const options = [
  { BrandingId: '2001', BrandingName: 'Account Alerts', OptInMarketing: false, OptInAccount: false },
  { BrandingId: '2002', BrandingName: 'Offers and News', OptInMarketing: true, OptInAccount: false },
];
const info = () => ({ status: 200, data: { HasNoErrors: true, Errors: [], SubscriptionInfo: { Options: options } } });
const ok = () => ({ status: 200, data: { HasNoErrors: true, Errors: [] } });

function setup(api: FakeRoutes, agreed = true, settings: Record<string, string> = {}) {
  const fake = installFakeApi({ 'POST SolutionsByText/GetSubscriptionInfo': info, ...api });
  restore = fake.restore;
  useSessionStore.getState().setSession(testLogin);
  const onClose = vi.fn();
  renderShell(
    [{ path: 'p', element: <TextSubscriptionModal phoneNumber="217-555-0101" agreed={agreed} onClose={onClose} /> }],
    '/p',
    { settings },
  );
  return { calls: fake.calls, onClose };
}

const body = (calls: { url: string; body?: unknown }[], path: string) =>
  calls.filter((c) => c.url.includes(path)).map((c) => c.body);

describe('text-message subscription dialog', () => {
  it('shows the phone ddd-ddd-dddd and per brand the two toggles; Save only with a change, unchanged flags null', async () => {
    const { calls, onClose } = setup({
      'POST SolutionsByText/ModifySubscriptions': ok,
      'POST UpdateProfile/PersonalInfo': ok,
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Text Message Subscriptions' }));
    expect(dialog.getByText('217-555-0101')).toBeInTheDocument();
    const save = dialog.getByRole('button', { name: 'Save' });
    await dialog.findByRole('switch', { name: 'Account Alerts Account' });
    expect(save).toBeDisabled();
    await userEvent.click(dialog.getByRole('switch', { name: 'Account Alerts Account' }));
    await userEvent.click(save);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(body(calls, 'ModifySubscriptions')).toEqual([
      { PhoneNumber: '2175550101', Options: [{ BrandingId: '2001', OptInAccount: true, OptInMarketing: null }] },
    ]);
    expect(body(calls, 'UpdateProfile/PersonalInfo')).toEqual([
      {
        PersonalInfo: {
          Address: null,
          PhoneNumbers: [{ PhoneNumber: '2175550101', OptInToTexting: true, Primary: true }],
        },
      },
    ]);
  });

  it('restores the failed brands from the server and shows the modification error', async () => {
    setup({
      'POST SolutionsByText/ModifySubscriptions': () => ({
        status: 200,
        data: {
          HasNoErrors: false,
          Errors: [{ ErrorMessage: JSON.stringify({ BrandingId: '2002', OptInMarketing: false }) }],
        },
      }),
    });
    const dialog = within(await screen.findByRole('dialog'));
    const marketing = await dialog.findByRole('switch', { name: 'Offers and News Marketing' });
    await userEvent.click(marketing);
    expect(marketing).not.toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'An error occurred while modifying your subscriptions. The form has been set to reflect the changes (if any) that have been made on the server.',
    );
    expect(marketing).toBeChecked();
  });

  it('when finalizing fails, Retry sends the opt-in again', async () => {
    let attempts = 0;
    const { onClose } = setup({
      'POST SolutionsByText/ModifySubscriptions': ok,
      'POST UpdateProfile/PersonalInfo': () => (++attempts === 1 ? { status: 500, data: {} } : ok()),
    });
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(await dialog.findByRole('switch', { name: 'Account Alerts Marketing' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Something went wrong finalizing changes. Please retry.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(attempts).toBe(2);
  });

  it('asks for the agreement first; disagreeing shows that texting needs it and loads nothing', async () => {
    const { calls } = setup({}, false);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Text Message Agreement' })).getByRole('button', {
        name: 'I Disagree',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('In order to use texting you must agree to the terms');
    expect(body(calls, 'GetSubscriptionInfo')).toEqual([]);
  });

  it('while the consent records are posted, both agreement buttons are busy and a second press posts nothing', async () => {
    let answer: (value: { status: number; data: unknown }) => void = () => {};
    const texting = { 'agreements.agreement1': 'https://example.com/texting.pdf|01/01/2024|Texting Terms|texting' };
    const { calls } = setup(
      { 'POST AgreementLogging/LogAgreementRecords': () => new Promise((resolve) => (answer = resolve)) },
      false,
      texting,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Text Message Agreement' });
    const agree = within(dialog).getByRole('button', { name: 'I Agree' });
    await userEvent.click(agree);
    await waitFor(() => expect(agree).toHaveAttribute('aria-disabled', 'true'));
    expect(agree).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'I Disagree' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(agree);
    expect(body(calls, 'LogAgreementRecords')).toHaveLength(1);
    act(() => answer(ok()));
    expect(await screen.findByRole('dialog', { name: 'Text Message Subscriptions' })).toBeInTheDocument();
  });

  it('says when the phone cannot get texts', async () => {
    setup({
      'POST SolutionsByText/GetSubscriptionInfo': () => ({
        status: 200,
        data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'This is not a textable phone number' }] },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a textable phone number');
  });

  it('says when the subscriptions cannot load', async () => {
    setup({ 'POST SolutionsByText/GetSubscriptionInfo': () => ({ status: 500, data: {} }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong trying to connect to the server.');
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('when finalizing fails, Cancel closes without a new opt-in for the profile', async () => {
    const { onClose, calls } = setup({
      'POST SolutionsByText/ModifySubscriptions': ok,
      'POST UpdateProfile/PersonalInfo': () => ({ status: 500, data: {} }),
    });
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(await dialog.findByRole('switch', { name: 'Account Alerts Account' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledWith(undefined);
    expect(body(calls, 'UpdateProfile/PersonalInfo')).toHaveLength(1);
  });
});
