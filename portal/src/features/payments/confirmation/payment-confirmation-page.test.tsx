import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeMobileBridge } from '@/mobile/fake-mobile-bridge';
import { setMobileBridge } from '@/mobile/mobile-bridge';
import { readInLanguage, renderShell, resetShellState } from '@/testing/render-shell';
import type { SettingValues } from '@schemas/settings/types';
import type { PaymentConfirmationState } from '../make-payment/payment-steps';
import { PaymentConfirmationPage } from './payment-confirmation-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T15:00:00'));
});
afterEach(() => {
  resetShellState();
  setMobileBridge(null);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function confirmation(
  overrides: Partial<PaymentConfirmationState> = {},
  submission: Partial<PaymentConfirmationState['submission']> = {},
): PaymentConfirmationState {
  return {
    referenceNumber: 'R-20260310-0001',
    payDate: '2026-03-10',
    dueDate: '2026-03-25',
    isRecurringLOCPayingTotalDue: false,
    ...overrides,
    submission: {
      accountNumber: '0001-734140-5',
      amount: 25000,
      additionalPrincipalAmount: 0,
      fees: { firstParty: 295, thirdParty: 100 },
      method: { isCard: true, cardType: 'visa', lastFour: '4242' },
      frequencyInfo: { frequency: 'OneTime', numDays: null },
      ...submission,
    },
  };
}

function show(state: PaymentConfirmationState | null, settings: SettingValues = {}) {
  const shell = renderShell(
    [
      { path: 'myaccount/paymentConfirm', element: <PaymentConfirmationPage /> },
      { path: 'myaccount/dashboard', element: <p>dashboard page</p> },
    ],
    '/',
    { settings },
  );
  void shell.router.navigate('/myaccount/paymentConfirm', { state });
  return shell;
}

/** The rows as [label, value]. */
async function rows(): Promise<string[][]> {
  const list = (await screen.findAllByRole('term'))[0]?.closest('dl') as HTMLElement;
  return within(list)
    .getAllByRole('term')
    .map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']);
}

describe('payment confirmation page (spec §2)', () => {
  it('when the borrower reads Spanish then the page that prints has Spanish headings, an es-US date and US money', async () => {
    show(confirmation());
    await readInLanguage('es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmación de pago' })).toBeVisible();
    expect(await rows()).toEqual([
      ['Número de confirmación', 'R-20260310-0001'],
      ['Préstamo a pagar', '0001-734140-5'],
      ['Tarjeta usada para pagar', 'Visa x4242'],
      ['Frecuencia', 'Una sola vez'],
      ['Fecha de pago', '10/03/2026'],
      ['Monto', '$250.00'],
      ['Cargo', '$3.95'],
      ['Total', '$253.95'],
    ]);
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    expect(document.documentElement.lang).toBe('es-US');
  });

  it('an immediate card payment shows every row with its value, a Total, no scheduled warning, and Print', async () => {
    show(confirmation());
    expect(await rows()).toEqual([
      ['Confirmation Number', 'R-20260310-0001'],
      ['Loan to Pay Down', '0001-734140-5'],
      ['Card used to Pay', 'Visa x4242'],
      ['Frequency', 'One Time'],
      ['Payment Date', '03/10/2026'],
      ['Amount', '$250.00'],
      ['Fee', '$3.95'],
      ['Total', '$253.95'],
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Confirmation' })).toBeVisible();
    expect(screen.queryByText(/please verify that your recurring payment begins as expected/)).toBeNull();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('a recurring ACH payment days before due shows the account, Days Prior, additional principal, Total Payment to Draft and the warning', async () => {
    show(
      confirmation(
        { payDate: '2026-03-22' },
        {
          method: { isCard: false, lastFour: '6789', achAccountType: 'Checking' },
          additionalPrincipalAmount: 5000,
          fees: { firstParty: 0, thirdParty: 0 },
          frequencyInfo: { frequency: 'DaysBeforeDue', numDays: 3 },
        },
      ),
    );
    const shown = Object.fromEntries(await rows());
    expect(shown).toMatchObject({
      'Account to Pay From': 'Checking x6789',
      Frequency: 'Days Before Due Date',
      'Days Prior': '3',
      'Additional Principal Amount': '$50.00',
      'Total Payment to Draft': '$300.00',
    });
    expect(shown).not.toHaveProperty('Total');
    expect(shown).not.toHaveProperty('Card used to Pay');
    expect(
      screen.getByText(
        'If you are close to your due date, please verify that your recurring payment begins as expected.',
      ),
    ).toBeVisible();
  });

  it('a recurring line of credit paying the total due shows the note instead of amount and total', async () => {
    show(
      confirmation(
        { isRecurringLOCPayingTotalDue: true, payDate: '2026-03-25' },
        { amount: 0, frequencyInfo: { frequency: 'DaysBeforeDue', numDays: 0 } },
      ),
    );
    const shown = Object.fromEntries(await rows());
    expect(shown.Frequency).toBe('On Due Date');
    expect(shown).not.toHaveProperty('Amount');
    expect(shown).not.toHaveProperty('Total Payment to Draft');
    expect(screen.getByText('Your recurring payment amount will be calculated at the time of payment.')).toBeVisible();
  });

  it('rows hidden by settings are left out; the heading comes from its setting; the check digit goes with removeCheckDigit', async () => {
    show(confirmation(), {
      'paymentConfirmation.confirmationNumberHidden': 'true',
      'paymentConfirmation.feeHidden': 'TRUE',
      'paymentConfirmation.heading': 'Thank You',
      'access.removeCheckDigit': 'true',
    });
    const shown = Object.fromEntries(await rows());
    expect(shown).not.toHaveProperty('Confirmation Number');
    expect(shown).not.toHaveProperty('Fee');
    expect(shown['Loan to Pay Down']).toBe('0001-734140');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
  });

  it('the card brand and the bank account type read as the settings name them', async () => {
    show(confirmation(), { 'paymentMethod.visaLabel': 'VISA Debit' });
    expect(Object.fromEntries(await rows())['Card used to Pay']).toBe('VISA Debit x4242');
    resetShellState();
    show(confirmation({}, { method: { isCard: false, lastFour: '6789', achAccountType: 'Savings' } }), {
      'paymentForms.savingsLabel': 'Savings Account',
    });
    expect(Object.fromEntries(await rows())['Account to Pay From']).toBe('Savings Account x6789');
  });

  it('Print is hidden in the mobile app and by printHidden; Back to Dashboard opens the dashboard', async () => {
    setMobileBridge(createFakeMobileBridge());
    const { router } = show(confirmation());
    await rows();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(router.state.location.pathname).toBe('/myaccount/dashboard');
    setMobileBridge(null);
    resetShellState();
    show(confirmation(), { 'paymentConfirmation.printHidden': 'true' });
    await rows();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('opened without a payment it shows the heading and Back to Dashboard only', async () => {
    show(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Confirmation' })).toBeVisible();
    expect(screen.queryByRole('term')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to Dashboard' })).toBeVisible();
  });
});
