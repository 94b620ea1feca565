import { describe, expect, it } from 'vitest';
import { createSettingsReader } from '@schemas/settings/reader';
import { catalogueDefaults } from '@schemas/settings/catalogue';
import { activeSteps, canOpen, completeStep, editStep, startFlow } from '@/forms/step-flow';
import { isPayableLoan, paymentFlow } from './payment-flow';
import type { ChosenMethod, FrequencySelection, SelectedLoan } from './payment-steps';

const settings = createSettingsReader(
  { gassySettings: { shared: {}, english: {} }, institutionOptions: {} },
  catalogueDefaults,
);
const flow = paymentFlow(settings);
const loan = (extra: Partial<SelectedLoan> = {}): SelectedLoan => ({
  accountNumber: '0001-100-5',
  accountType: 0,
  cardBlocked: false,
  achBlocked: false,
  info: { HasNoErrors: true, Errors: [] },
  ...extra,
});
const wallet: ChosenMethod = { kind: 'wallet', wallet: 'GooglePay' };
const once: FrequencySelection = {
  frequency: 'OneTime',
  date: '2026-11-24',
  numDays: null,
  thirdPartyFee: 0,
  payoff: { isPayoff: false, quote: null },
};

describe('make-payment flow (payments spec §2 "Steps in order: selectAccount, getMethod, getFrequency, getAmount, makePayment")', () => {
  it('when a payable loan is chosen then Payment Type is revealed', () => {
    const s = completeStep(flow, startFlow(flow), 'selectAccount', loan());
    expect(s.current).toBe('getMethod');
    expect(canOpen(flow, s, 'getFrequency')).toBe(false);
  });
  it('when the loan carries a payment-info error then the user stays on the account step', () => {
    const s = completeStep(
      flow,
      startFlow(flow),
      'selectAccount',
      loan({ error: 'We are currently doing nightly system maintenance.' }),
    );
    expect(s.current).toBe('selectAccount');
    expect(canOpen(flow, s, 'getMethod')).toBe(false);
  });
  it('when card and ACH are both blocked then the loan cannot be paid; one open is enough', () => {
    expect(isPayableLoan(loan({ cardBlocked: true, achBlocked: true }))).toBe(false);
    expect(isPayableLoan(loan({ cardBlocked: true }))).toBe(true);
    expect(isPayableLoan(loan({ achBlocked: true }))).toBe(true);
  });
  it('when a wallet is chosen then frequency is next (wallets skip straight to frequency)', () => {
    let s = completeStep(flow, startFlow(flow), 'selectAccount', loan());
    s = completeStep(flow, s, 'getMethod', wallet);
    expect(s.current).toBe('getFrequency');
  });
  it('when the account changes then the later steps are forgotten', () => {
    let s = completeStep(flow, startFlow(flow), 'selectAccount', loan());
    s = completeStep(flow, s, 'getMethod', wallet);
    s = completeStep(flow, s, 'getFrequency', once);
    s = editStep(flow, s, 'selectAccount', loan({ accountNumber: '0001-200-3' }));
    expect(s.data.getMethod).toBeUndefined();
    expect(s.data.getFrequency).toBeUndefined();
    expect(s.current).toBe('selectAccount');
  });
  it('when the frequency is a payoff then the amount step is skipped and submit follows frequency', () => {
    let s = completeStep(flow, startFlow(flow), 'selectAccount', loan());
    s = completeStep(flow, s, 'getMethod', wallet);
    s = completeStep(flow, s, 'getFrequency', { ...once, payoff: { isPayoff: true, quote: 100000 } });
    expect(activeSteps(flow, s.data)).not.toContain('getAmount');
    expect(s.current).toBe('makePayment');
  });
});
