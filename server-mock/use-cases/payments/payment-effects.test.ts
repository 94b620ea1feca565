import { describe, expect, it } from 'vitest';
import type { LoanAccount } from './payments-context.ts';
import { HOST_FEES, feeFor } from './fee-schedule.ts';
import { applyPayment } from './submit-payment.ts';
import { hashBody } from '../../store/payments/idempotency-repo.ts';

const loan = {
  accountNumber: '0001-100234-7',
  userName: 'x',
  typeCode: 0,
  description: 'Auto Loan',
  comment: '',
  status: '',
  hidden: false,
  balance: 10000,
  availableBalance: 10000,
  rate: 6.5,
  statementPreference: 'ElectronicOnly',
  nameOnAccount: 'X',
  openedOn: '2024-01-01',
  address: { address1: '', city: '', state: 'TX', zipCode: '78701' },
  loan: {
    monthlyInstallment: 300,
    amountDue: 300,
    dueDate: '2026-06-28',
    pastDue: true,
    pastDueAmount: 120,
    daysPastDue: 12,
    delinquent: false,
    feesDue: 0,
    lateChargesDue: 0,
    totalLoanFees: 0,
    payoffAmount: 10050,
    originalAmount: 15000,
    originationDate: '2024-01-01',
    maturityDate: '2029-01-01',
    lastPaymentDate: '2026-05-28',
    lastPaymentAmount: 300,
    currentYearToDateInterest: 0,
    lastYearToDateInterest: 0,
    billingFrequency: 'Monthly',
    mailPreference: 1,
    payment: {
      allowCards: true,
      allowAch: true,
      blockCardPayment: false,
      blockAchPayment: false,
      recurringAllowed: true,
      payoffLocked: false,
      restrictionCode: '',
      holdCodes: [],
      paymentBlocked: false,
    },
  },
} as LoanAccount;

describe('an immediate payment applied to a loan', () => {
  it('when it covers the past-due amount then past due clears and the rest lowers the amount due', () => {
    const paid = applyPayment(loan, 200, '2026-06-09');
    expect(paid.loan).toMatchObject({
      pastDueAmount: 0,
      pastDue: false,
      daysPastDue: 0,
      amountDue: 220,
      payoffAmount: 9850,
      lastPaymentAmount: 200,
      lastPaymentDate: '2026-06-09',
    });
    expect(paid.balance).toBe(9800);
  });
  it('when it is smaller than the past-due amount then the loan stays past due', () => {
    expect(applyPayment(loan, 20, '2026-06-09').loan).toMatchObject({
      pastDueAmount: 100,
      pastDue: true,
      amountDue: 300,
    });
  });
});

describe('fee sets (spec section 9)', () => {
  it('when ACH then one-time, scheduled and recurring fees; when card then debit or credit', () => {
    expect(feeFor(HOST_FEES, { isAch: true, isCreditCard: false, isImmediate: true, isRecurring: false })).toBe(
      HOST_FEES.ECheckFeeAmount,
    );
    expect(feeFor(HOST_FEES, { isAch: true, isCreditCard: false, isImmediate: false, isRecurring: false })).toBe(
      HOST_FEES.ScheduledAchFee,
    );
    expect(feeFor(HOST_FEES, { isAch: true, isCreditCard: false, isImmediate: false, isRecurring: true })).toBe(
      HOST_FEES.RecurringAchFee,
    );
    expect(feeFor(HOST_FEES, { isAch: false, isCreditCard: true, isImmediate: true, isRecurring: false })).toBe(
      HOST_FEES.CreditCardFeeAmount,
    );
    expect(feeFor(HOST_FEES, { isAch: false, isCreditCard: false, isImmediate: true, isRecurring: false })).toBe(
      HOST_FEES.DebitCardFeeAmount,
    );
  });
});

describe('idempotency body hash', () => {
  it('when only the key order differs then the hash is the same; when a value differs then it changes', () => {
    expect(hashBody({ a: 1, b: { c: 2, d: 3 } })).toBe(hashBody({ b: { d: 3, c: 2 }, a: 1 }));
    expect(hashBody({ a: 1 })).not.toBe(hashBody({ a: 2 }));
  });
});
