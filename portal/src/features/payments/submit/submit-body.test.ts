import { describe, expect, it } from 'vitest';
import { submitPath } from '@/api/payments/submit-payment';
import {
  buildSubmit,
  buildWalletBody,
  confirmationState,
  paymentTiming,
  recurringOption,
  type SubmitInput,
} from './submit-body';
import { catalogueDefaults } from '@schemas/settings/catalogue';
import { createSettingsReader } from '@schemas/settings/reader';
import { resolvedAmount } from './resolved-amount';
import { amountOf, daysBeforeDue, oneTime, savedAch, savedCard, selectedLoan, TODAY } from './testing/submit-fixtures';

const amount = (cents: number, fee = 0, principal = 0, thirdParty = 0) => ({
  amount: cents,
  firstPartyFee: fee,
  additionalPrincipal: principal,
  thirdPartyFee: thirdParty,
  locPaysTotalDue: false,
});

function input(overrides: Partial<SubmitInput>): SubmitInput {
  return {
    loan: selectedLoan(),
    method: savedCard,
    frequency: oneTime(TODAY),
    amount: amount(25000),
    logonName: 'basic.user',
    today: TODAY,
    achDraftToken: null,
    ...overrides,
  } as SubmitInput;
}

describe('timing and endpoint (spec §4 "A payment is immediate if one-time and dated today ...", §7)', () => {
  it('one-time today is immediate, later is scheduled, anything else recurring', () => {
    expect(paymentTiming(oneTime(TODAY), TODAY)).toBe('immediate');
    expect(paymentTiming(oneTime('2026-03-11'), TODAY)).toBe('scheduled');
    expect(paymentTiming(daysBeforeDue(0), TODAY)).toBe('recurring');
  });
  it('each timing and method has its endpoint', () => {
    expect(submitPath('immediate', true)).toBe('PaymentImmediate/SubmitCard');
    expect(submitPath('scheduled', false)).toBe('PaymentScheduled/SubmitAch');
    expect(submitPath('recurring', false)).toBe('PaymentRecurring/SubmitAch');
  });
  it('recurring options are sent as DayOfMonth, DaysBeforeDue, SemiMonthly, BiWeekly, Weekly (§9)', () => {
    expect(
      ['Weekly', 'TwoWeeks', 'SemiMonthly', 'MonthlyOnDate', 'DaysBeforeDue'].map((f) => recurringOption(f as never)),
    ).toEqual(['Weekly', 'BiWeekly', 'SemiMonthly', 'DayOfMonth', 'DaysBeforeDue']);
  });
});

describe('submit body (spec §3 "Submit body")', () => {
  it('an immediate card payment names the saved card and sends dollars from cents, CurrentWithFeesDue false', () => {
    const built = buildSubmit(input({ amount: amount(25010, 295, 0, 100) }));
    expect(built).toEqual({
      timing: 'immediate',
      isCard: true,
      body: {
        EncryptedData: 'acct-token-1',
        Payment: {
          LogonName: 'basic.user',
          Details: {
            PaymentDate: TODAY,
            LoanAccountNumber: '0001-734140-5',
            Company: 1,
            PaymentAmount: 250.1,
            FirstPartyFee: 2.95,
            ThirdPartyFee: 1,
            AdditionalPrincipalAmount: 0,
            CurrentWithFeesDue: false,
          },
          AccountType: 0,
          IsPayoff: false,
          Method: { IsCard: true, CardInfo: savedCard.card },
        },
      },
    });
  });

  it('a recurring days-before-due ACH payment adds RecurringDetails and the draft token; its date is the due date less the days', () => {
    const built = buildSubmit(
      input({
        method: savedAch,
        frequency: daysBeforeDue(3),
        amount: amount(25000, 0, 5000),
        achDraftToken: 'draft-1',
      }),
    );
    expect(built.timing).toBe('recurring');
    expect(built.isCard).toBe(false);
    const payment = built.body.Payment as Record<string, unknown> & {
      Details: { PaymentDate: string; AdditionalPrincipalAmount: number };
    };
    expect(payment.RecurringDetails).toEqual({ RecurringOption: 'DaysBeforeDue', DaysBeforeDue: 3 });
    expect(payment.AchDraftAgreementToken).toBe('draft-1');
    expect(payment.Details.PaymentDate).toBe('2026-03-22');
    expect(payment.Details.AdditionalPrincipalAmount).toBe(50);
    expect(payment.Method).toEqual({ IsCard: false, AchInfo: savedAch.ach });
  });

  it('OnDueDate (days before due 0) sends DaysBeforeDue 0', () => {
    const built = buildSubmit(input({ method: savedAch, frequency: daysBeforeDue(0) }));
    expect((built.body.Payment as { RecurringDetails?: unknown }).RecurringDetails).toEqual({
      RecurringOption: 'DaysBeforeDue',
      DaysBeforeDue: 0,
    });
  });

  it('a single-use card travels whole in SingleUseCard; the confirmation keeps only its last four', () => {
    const card = {
      BillingAddress: { ZipCode: '30301' },
      CardHolderFirstName: 'Ann',
      CardHolderLastName: 'Lee',
      CardNumber: '4111111111111111',
      ExpirationDate: '12/29',
      SecurityCode: '123',
      CardType: 'visa' as const,
      DebitCreditType: 'DebitCard' as const,
      LoanAccountNumber: '0001-734140-5',
    };
    const single = input({ method: { kind: 'card', source: 'singleUse', card } });
    expect(buildSubmit(single).body.Payment.Method).toEqual({ IsCard: true, SingleUseCard: card });
    const state = confirmationState(single, 'R-100');
    expect(state.submission.method).toEqual({ isCard: true, cardType: 'visa', lastFour: '1111' });
    expect(JSON.stringify(state)).not.toContain('4111111111111111');
  });

  it('the wallet body sends the amount and the sum of the fees', () => {
    expect(buildWalletBody(selectedLoan(), { kind: 'wallet', wallet: 'PayPal' }, amount(10000, 150, 0, 25))).toEqual({
      AmountPaid: 100,
      WalletTypePayment: 'PayPal',
      LoanAccountNumber: '0001-734140-5',
      Fees: 1.75,
    });
  });
});

describe('amounts when the amount step is not in force (§4 payoff, days before due)', () => {
  const settings = createSettingsReader(
    { gassySettings: { shared: {}, english: {} }, institutionOptions: {} },
    catalogueDefaults,
  );
  const base = { selectAccount: selectedLoan(), getMethod: savedAch };
  it('the amount step choice wins when present; the third-party fee comes from the frequency step', () => {
    expect(
      resolvedAmount({ ...base, getFrequency: oneTime(TODAY, 100), getAmount: amountOf(1234, 5) }, settings, TODAY),
    ).toEqual(amount(1234, 5, 0, 100));
  });
  it('payoff uses the quote, falling back to the account payoff amount, with the scheduled ACH fee', () => {
    const payoff = (quote: number | null) => ({ ...oneTime('2026-03-12'), payoff: { isPayoff: true, quote } });
    expect(resolvedAmount({ ...base, getFrequency: payoff(510000) }, settings, TODAY).amount).toBe(510000);
    expect(resolvedAmount({ ...base, getFrequency: payoff(null) }, settings, TODAY)).toEqual(amount(512044, 150));
  });
  it('days before due uses the regular payment with the recurring ACH fee', () => {
    expect(resolvedAmount({ ...base, getFrequency: daysBeforeDue(2) }, settings, TODAY)).toEqual(amount(25000, 0));
  });
});
