import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { renderShell, resetShellState } from '@/testing/render-shell';
import type { SettingValues } from '@schemas/settings/types';
import { LOAN_NUMBER } from '../testing/loan-fixtures';
import { InsuranceDialog, insuranceFetchable } from './insurance-dialog';

const TODAY = '2026-11-24';
const ROWS = [
  { Type: 'Credit Life', IsIndividual: 1, Premium: 14.6, CoverageAmount: 24500 },
  { Type: 'GAP Protection', IsIndividual: 2, Premium: 9.25, CoverageAmount: 6125 },
  { Type: 'Disability', IsIndividual: 0, Premium: 3, CoverageAmount: 100 },
];

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
});

function renderDialog(routes: FakeRoutes, { maturity = '2029-03-01', settings = {} as SettingValues } = {}) {
  const fake = installFakeApi(routes);
  restore = fake.restore;
  const onClose = vi.fn();
  renderShell(
    [
      {
        path: 'loan',
        element: (
          <InsuranceDialog accountNumber={LOAN_NUMBER} maturityDate={maturity} onClose={onClose} today={TODAY} />
        ),
      },
    ],
    '/loan',
    { settings },
  );
  return { calls: fake.calls, onClose };
}

const answer = (data: unknown) => ({ 'POST Insurance/GetInsuranceInformation': () => ({ status: 200, data }) });

describe('insurance dialog (accounts spec §2 Insurance Information dialog, §3 Insurance row, §4, §8)', () => {
  it('when insurances load then the table shows Product, Individual (1 Individual, 2 Joint, else None), Premium, Coverage Amount and the note; Close closes', async () => {
    const { calls, onClose } = renderDialog(answer({ HasNoErrors: true, Errors: [], Insurances: ROWS }));
    const dialog = screen.getByRole('dialog', { name: 'Insurance Information' });
    expect(dialog.style.width).toBe('500px');
    const rows = await within(dialog).findAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'ProductIndividualPremiumCoverage Amount',
      'Credit LifeIndividual$14.60$24,500.00',
      'GAP ProtectionJoint$9.25$6,125.00',
      'DisabilityNone$3.00$100.00',
    ]);
    // On a phone each row is a card: every value carries its column heading as the card's label.
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.dataset.label),
    ).toEqual(['Product', 'Individual', 'Premium', 'Coverage Amount']);
    expect(dialog).toHaveTextContent('Please refer to your loan note for complete insurance information.');
    expect(calls[0]?.body).toEqual({ accountNumber: LOAN_NUMBER });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('when the individual column is hidden by setting then it is absent', async () => {
    renderDialog(answer({ HasNoErrors: true, Errors: [], Insurances: ROWS }), {
      settings: { 'insurance.individualColumnHidden': 'true' },
    });
    expect(await screen.findByRole('columnheader', { name: 'Product' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Individual' })).toBeNull();
  });

  it("when there are none then 'No insurances found'; when the call fails then the load error", async () => {
    renderDialog(answer({ HasNoErrors: true, Errors: [], Insurances: [] }));
    expect(await screen.findByText('No insurances found')).toBeInTheDocument();
    restore();
    resetShellState();
    renderDialog({
      'POST Insurance/GetInsuranceInformation': () => ({
        status: 400,
        data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'Error' }] },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred attempting to load insurance information.',
    );
  });

  it('when the loan matured on or before today then nothing is fetched and the empty text shows', () => {
    const { calls } = renderDialog(answer({ HasNoErrors: true, Errors: [], Insurances: ROWS }), { maturity: TODAY });
    expect(screen.getByText('No insurances found')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(insuranceFetchable('2026-11-23', TODAY)).toBe(false);
    expect(insuranceFetchable('2026-11-25', TODAY)).toBe(true);
    expect(insuranceFetchable('0001-01-01', TODAY)).toBe(true);
  });
});
