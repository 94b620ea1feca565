import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { hasUnsavedChanges, useUnsavedChanges } from '@/session/unsaved-store';
import { readInLanguage, renderShell, resetShellState } from '@/testing/render-shell';
import { useState } from 'react';
import { LOAN_NUMBER } from '../testing/loan-fixtures';
import { AddressEditForm } from './address-edit-form';
import { CHECK_MARK_MS } from '@/ui/use-transient-message';

const ADDRESS = { Address1: '12 Oak St', City: 'Springfield', State: 'IL', ZipCode: '62701' };

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
  vi.useRealTimers();
});

/** The form as the page mounts it: the page turns its dirty state into the shared flag. */
function Host({ readOnly = false }: { readOnly?: boolean }) {
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  return <AddressEditForm accountNumber={LOAN_NUMBER} address={ADDRESS} readOnly={readOnly} onDirtyChange={setDirty} />;
}

function renderForm(routes: FakeRoutes = {}, readOnly = false) {
  const fake = installFakeApi(routes);
  restore = fake.restore;
  renderShell([{ path: 'loan', element: <Host readOnly={readOnly} /> }], '/loan');
  return fake.calls;
}

const street = () => screen.getByLabelText('Street Address');
const city = () => screen.getByLabelText('City');
const zip = () => screen.getByLabelText('Zip Code');

describe('address edit (accounts spec §2, §4 Address form, §5 Address, §8 Address save)', () => {
  it('when nothing changed then Save and Cancel are absent; a change shows them and raises the unsaved flag; Cancel restores the cached address', async () => {
    renderForm();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.type(street(), ' Apt 2');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(street()).toHaveValue('12 Oak St');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    // Cancel left with the changes: focus is on the first field, not lost to the page's start.
    expect(street()).toHaveFocus();
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
  });

  it('when \' " < > are typed into street or city then they are removed as typed', async () => {
    renderForm();
    await userEvent.clear(city());
    await userEvent.type(city(), `Spr"ing<field>'`);
    expect(city()).toHaveValue('Springfield');
    await userEvent.type(street(), '<b>');
    expect(street()).toHaveValue('12 Oak Stb');
  });

  it('when fields are emptied or too long then the spec messages show once touched, and Save says to correct errors first', async () => {
    const calls = renderForm();
    await userEvent.clear(street());
    await userEvent.tab();
    expect(await screen.findByText('You must enter an address')).toBeInTheDocument();
    fireEvent.change(city(), { target: { value: 'C'.repeat(21) } });
    await userEvent.clear(zip());
    await userEvent.type(zip(), '123');
    await userEvent.selectOptions(screen.getByLabelText('State'), '');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Was unable to save changes, please correct errors first.');
    expect(screen.getByText('Cannot be longer than 20 characters')).toBeInTheDocument();
    expect(screen.getByText('Zip code must be 5 digits')).toBeInTheDocument();
    expect(screen.getByText('You must select a state')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === 'Account/UpdateAddress')).toHaveLength(0);
  });

  it('when the save succeeds then the address is sent, a check mark shows for 3 seconds and the form is pristine again', async () => {
    const saved = { ...ADDRESS, Address1: '99 Elm St' };
    const calls = renderForm({
      'POST Account/UpdateAddress': () => ({ status: 200, data: { HasNoErrors: true, Errors: [], Address: saved } }),
    });
    await userEvent.clear(street());
    await userEvent.type(street(), '99 Elm St');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Changes saved');
    expect(calls.find((c) => c.url === 'Account/UpdateAddress')?.body).toEqual({
      AccountNumber: LOAN_NUMBER,
      Address: saved,
    });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(street()).toHaveFocus();
    expect(hasUnsavedChanges()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(CHECK_MARK_MS + 10));
    expect(screen.queryByText('Changes saved')).toBeNull();
    expect(street()).toHaveValue('99 Elm St');
  });

  it('when the server refuses with the zip/city mismatch then its text shows; a failed call shows the generic save error', async () => {
    let answer = {
      status: 200,
      data: {
        HasNoErrors: false,
        Errors: [{ ErrorMessage: 'City is not found within the specified zip code.' }],
        Address: ADDRESS,
      } as unknown,
    };
    renderForm({ 'POST Account/UpdateAddress': () => answer as { status: number; data: unknown } });
    await userEvent.type(city(), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('City is not found within the specified zip code.');
    answer = { status: 500, data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'ServerError' }] } };
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'There was a problem saving changes. Please check your information and try again.',
      ),
    );
  });

  it('when the host refuses with its own sentence then it shows as it came, marked English in a Spanish page', async () => {
    const refusal = 'Addresses cannot be changed online for this loan.';
    renderForm({
      'POST Account/UpdateAddress': () => ({
        status: 200,
        data: { HasNoErrors: false, Errors: [{ ErrorMessage: refusal }], Address: ADDRESS },
      }),
    });
    await userEvent.type(city(), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByText(refusal)).not.toHaveAttribute('lang');
    await readInLanguage('es');
    expect(screen.getByText(refusal)).toHaveAttribute('lang', 'en');
  });

  it('when the loan is closed then every field is disabled', () => {
    renderForm({}, true);
    for (const field of [street(), city(), zip(), screen.getByLabelText('State')]) expect(field).toBeDisabled();
  });
});
