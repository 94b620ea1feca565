import { describe, expect, it } from 'vitest';
import { cardFeeNoteShown, feeRequestBody, firstPartyFee, paymentTotal, processingFee } from './fees.ts';

const fees = {
  ScheduledAchFee: 1.5,
  ECheckFeeAmount: 0.25,
  RecurringAchFee: 0.75,
  DebitCardFeeAmount: 2.95,
  CreditCardFeeAmount: 4.95,
};

describe('first-party fee by method and timing (§9 "Fee sets")', () => {
  it('when ACH then one-time ECheckFeeAmount, scheduled ScheduledAchFee, recurring RecurringAchFee, in cents', () => {
    expect(firstPartyFee(fees, { kind: 'ach' }, 'immediate')).toBe(25);
    expect(firstPartyFee(fees, { kind: 'ach' }, 'scheduled')).toBe(150);
    expect(firstPartyFee(fees, { kind: 'ach' }, 'recurring')).toBe(75);
  });
  it('when a card then the debit or credit fee by card type, whatever the timing', () => {
    expect(firstPartyFee(fees, { kind: 'card', creditCard: false }, 'scheduled')).toBe(295);
    expect(firstPartyFee(fees, { kind: 'card', creditCard: true }, 'immediate')).toBe(495);
  });
  it('when a wallet or no fee schedule then 0', () => {
    expect(firstPartyFee(fees, { kind: 'wallet' }, 'immediate')).toBe(0);
    expect(firstPartyFee(undefined, { kind: 'ach' }, 'immediate')).toBe(0);
  });
});

describe('fee request body (§3 "Fee request")', () => {
  it('when a scheduled debit card then IsDebitCard and IsOneTime, not immediate or recurring', () =>
    expect(feeRequestBody({ kind: 'card', creditCard: false }, 'scheduled', '12-345-6')).toEqual({
      IsAch: false,
      IsCreditCard: false,
      IsDebitCard: true,
      IsImmediate: false,
      IsOneTime: true,
      IsRecurring: false,
      LoanNumber: '12-345-6',
    }));
  it('when recurring ACH then IsAch and IsRecurring, not one-time', () => {
    const body = feeRequestBody({ kind: 'ach' }, 'recurring', '1');
    expect([body.IsAch, body.IsRecurring, body.IsOneTime, body.IsImmediate]).toEqual([true, true, false, false]);
  });
});

describe('total (§5): amount + first-party fee + third-party fee + additional principal, in cents', () => {
  it('when 0.10 + 0.20 + fees then whole cents with no float noise', () => {
    expect(paymentTotal({ amount: 10, firstPartyFee: 20, thirdPartyFee: 0, additionalPrincipal: 0 })).toBe(30);
    expect(paymentTotal({ amount: 12550, firstPartyFee: 295, thirdPartyFee: 100, additionalPrincipal: 5000 })).toBe(
      17945,
    );
  });
  it('when both fees are 0 then the processing fee is 0 (line hidden); the card note only for a positive card fee', () => {
    expect(processingFee({ firstPartyFee: 0, thirdPartyFee: 0 })).toBe(0);
    expect(processingFee({ firstPartyFee: 150, thirdPartyFee: 99 })).toBe(249);
    expect(cardFeeNoteShown(295, true)).toBe(true);
    expect(cardFeeNoteShown(0, true)).toBe(false);
    expect(cardFeeNoteShown(150, false)).toBe(false);
  });
});
