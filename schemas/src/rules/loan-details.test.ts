import { describe, expect, it } from 'vitest';
import { dateText, moneyText, rateText } from './host-format';
import { branchAddressText, branchMapHref, loadFlagsOf, miscFees, phoneText, telHref } from './loan-details';

describe('loan load flags (accounts spec §4, §8)', () => {
  it('when the answer has no errors then no flag is raised', () => {
    expect(loadFlagsOf([])).toEqual([]);
    expect(loadFlagsOf(undefined)).toEqual([]);
  });
  it('when the errors name flags then each maps to its flag once, in the catalogue order', () => {
    expect(
      loadFlagsOf([
        { ErrorMessage: 'NoAchPayment' },
        { ErrorMessage: 'LoanLockedPayoff' },
        { ErrorMessage: 'noachpayment' },
      ]),
    ).toEqual(['LoanLockedPayoff', 'NoAchPayment']);
    expect(
      loadFlagsOf([{ ErrorMessage: 'Dispute' }, { ErrorMessage: 'NightError' }, { ErrorMessage: 'NoPaymentOnline' }]),
    ).toEqual(['Dispute', 'NoPaymentOnline', 'NightError']);
  });
  it('when an error names no flag then it counts as Error', () => {
    expect(loadFlagsOf([{ ErrorMessage: 'NotYours' }])).toEqual(['Error']);
  });
});

describe('account information values (spec §2, §5 Other, §9)', () => {
  it('when a date is 0001-01-01 then it shows None; otherwise MM/dd/yyyy', () => {
    const shown = (value: string) => dateText(value, 'en') || 'None';
    expect(shown('0001-01-01')).toBe('None');
    expect(shown('0001-01-01T00:00:00')).toBe('None');
    expect(shown('')).toBe('None');
    expect(shown('2025-02-07')).toBe('02/07/2025');
    expect(shown('2025-12-31T00:00:00')).toBe('12/31/2025');
  });
  it('when the rate is 6.49 then it is divided by 100 and shown as 6.49%', () => {
    expect(rateText(6.49)).toBe('6.49%');
    expect(rateText(12)).toBe('12.00%');
    expect(rateText(0)).toBe('0.00%');
    expect(rateText(4.125)).toBe('4.13%');
  });
  it('when total fees are 45.10 and late charges 25.05 then misc fees are 20.05, counted in cents', () => {
    expect(miscFees(45.1, 25.05)).toBe(20.05);
    expect(miscFees(0.3, 0.1)).toBe(0.2);
    expect(miscFees(undefined, undefined)).toBe(0);
  });
  it('amounts read as dollars', () => {
    expect(moneyText(1234.5)).toBe('$1,234.50');
  });
});

describe('branch links (spec §2 Branch info, §9 tel +1)', () => {
  const branch = {
    StreetAddress: '100 Main St',
    City: 'Springfield',
    State: 'IL',
    Zip: '62701',
    PhoneNumber: '2175550100',
  };
  it('when the phone has 10 digits then the tel link has the +1 prefix and the text reads (217) 555-0100', () => {
    expect(telHref('2175550100')).toBe('tel:+12175550100');
    expect(telHref('(217) 555-0100')).toBe('tel:+12175550100');
    expect(phoneText('2175550100')).toBe('(217) 555-0100');
  });
  it('when the phone is not 10 digits then there is no tel link', () => {
    expect(telHref('55501')).toBeUndefined();
    expect(telHref(undefined)).toBeUndefined();
  });
  it('the address reads as one line and links to a map search for it', () => {
    expect(branchAddressText(branch)).toBe('100 Main St, Springfield, IL 62701');
    expect(branchMapHref(branch)).toBe(
      'https://www.google.com/maps/search/?api=1&query=100%20Main%20St%2C%20Springfield%2C%20IL%2062701',
    );
    expect(branchMapHref({})).toBeUndefined();
  });
});
