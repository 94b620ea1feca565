import { describe, expect, it } from 'vitest';
import {
  cardBrandOf,
  cardNumberMask,
  checkCardNumber,
  checkExpiration,
  isSecurityCodeValid,
  isZipCodeValid,
  lastFour,
  passesLuhn,
} from './card-rules';

const ALL = ['visa', 'master', 'amex', 'discover'] as const;

describe('card brand by prefix (spec section 5)', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['378282246310005', 'amex'],
    ['3212345678901234', 'amex'],
    ['5105105105105100', 'master'],
    ['5555555555554444', 'master'],
    ['2221000000000009', 'master'],
    ['2720990000000000', 'master'],
    ['6011111111111117', 'discover'],
    ['6500000000000002', 'discover'],
    ['6440000000000000', 'discover'],
    ['6221260000000000', 'discover'],
    ['6229250000000000', 'discover'],
  ])('when the number is %s then the brand is %s', (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand);
  });

  it.each([
    '3530111333300000',
    '5610591081018250',
    '2721000000000000',
    '2220990000000000',
    '6221250000000000',
    '6229260000000000',
    '1234',
    '',
  ])('when the number is %s then no brand matches', (number) => {
    expect(cardBrandOf(number)).toBeUndefined();
  });
});

describe('Luhn', () => {
  it('when the digits are a known test card then they pass', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
  });
  it('when one digit changes then the check fails', () => {
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('41111x1111111111')).toBe(false);
  });
});

describe('card number', () => {
  it('when empty then required', () => expect(checkCardNumber('', ALL)).toBe('required'));
  it('when Luhn fails then invalid', () => expect(checkCardNumber('4111111111111112', ALL)).toBe('invalid'));
  it('when amex has 16 digits then invalid', () => expect(checkCardNumber('3782822463100051', ALL)).toBe('invalid'));
  it('when visa has 15 digits then invalid', () => expect(checkCardNumber('411111111111116', ALL)).toBe('invalid'));
  it('when the brand is disabled then unsupported', () =>
    expect(checkCardNumber('378282246310005', ['visa'])).toBe('unsupported'));
  it('when fine then no problem', () => expect(checkCardNumber('5555555555554444', ALL)).toBeUndefined());
});

describe('security code', () => {
  it('when amex then 4 digits, else 3', () => {
    expect(isSecurityCodeValid('1234', 'amex')).toBe(true);
    expect(isSecurityCodeValid('123', 'amex')).toBe(false);
    expect(isSecurityCodeValid('123', 'visa')).toBe(true);
    expect(isSecurityCodeValid('1234', 'visa')).toBe(false);
    expect(isSecurityCodeValid('12a', 'visa')).toBe(false);
  });
});

describe('expiration MM/YY', () => {
  const today = new Date(2025, 5, 15); // 15 June 2025
  it('when empty then required', () => expect(checkExpiration('', today)).toBe('required'));
  it('when malformed or a bad month then invalid', () => {
    expect(checkExpiration('6/25', today)).toBe('invalid');
    expect(checkExpiration('13/26', today)).toBe('invalid');
    expect(checkExpiration('00/26', today)).toBe('invalid');
  });
  it('when the month is this month then still valid (not past the end of that month)', () => {
    expect(checkExpiration('06/25', today)).toBeUndefined();
  });
  it('when last month then invalid', () => expect(checkExpiration('05/25', today)).toBe('invalid'));
  it('when in a later year then valid', () => expect(checkExpiration('01/30', today)).toBeUndefined());
});

describe('zip and last four', () => {
  it('when 5 digits or ZIP+4 then valid', () => {
    expect(isZipCodeValid('60614')).toBe(true);
    expect(isZipCodeValid('60614-1234')).toBe(true);
    expect(isZipCodeValid('6061')).toBe(false);
    expect(isZipCodeValid('60614-12')).toBe(false);
  });
  it('when a number is given then only its last four digits are kept', () => {
    expect(lastFour('4111111111111111')).toBe('1111');
    expect(lastFour('378282246310005')).toBe('0005');
  });
});

describe('card number mask (spec §5: 4-4-4-4, or 4-6-5 for amex)', () => {
  it('when the brand is amex then the mask groups 4-6-5', () =>
    expect(cardNumberMask(cardBrandOf('378282246310005'))).toBe('0000 000000 00000'));
  it.each(['4111111111111111', '5555555555554444', '6011111111111117'])(
    'when the card is %s then the mask groups 4-4-4-4',
    (n) => {
      expect(cardNumberMask(cardBrandOf(n))).toBe('0000 0000 0000 0000');
    },
  );
  it('when no brand is known yet then the mask is 4-4-4-4', () =>
    expect(cardNumberMask(undefined)).toBe('0000 0000 0000 0000'));
});
