import { describe, expect, it } from 'vitest';
import {
  composeAccountNumber,
  isValidAccountNumber,
  luhnCheckDigit,
  officeOf,
  withoutCheckDigit,
} from './account-number.ts';

const DEFAULT = { office: 4, account: 6, checkDigit: 1 };
const NO_CHECK = { office: 2, account: 8, checkDigit: 0 };

describe('account-number rule', () => {
  it.each([
    ['7992739871', 3], // the textbook Luhn example
    ['0', 0],
    ['0101100234', 0],
  ])('when the Luhn digit of %s is computed then it is %i', (digits, check) => {
    expect(luhnCheckDigit(digits)).toBe(check);
  });

  it('when a number is composed with the default layout then it is office-number-checkdigit and valid', () => {
    const number = composeAccountNumber(DEFAULT, '101', 234);
    expect(number).toMatch(/^0101-000234-[0-9]$/);
    expect(isValidAccountNumber(number, DEFAULT)).toBe(true);
  });

  it('when one digit is mistyped then the number is not valid', () => {
    const number = composeAccountNumber(DEFAULT, '1', 100234);
    const typo = number.replace('100234', '100244');
    expect(isValidAccountNumber(typo, DEFAULT)).toBe(false);
  });

  it('when the institution has no check digit then the number has two parts and the office is cut to its length', () => {
    const number = composeAccountNumber(NO_CHECK, '0101', 42);
    expect(number).toBe('01-00000042');
    expect(isValidAccountNumber(number, NO_CHECK)).toBe(true);
    expect(withoutCheckDigit(number, NO_CHECK)).toBe(number);
  });

  it('when the check digit is removed for display then office and number remain', () => {
    expect(withoutCheckDigit('0101-100234-7', DEFAULT)).toBe('0101-100234');
    expect(officeOf('0101-100234-7')).toBe('0101');
  });

  it('when the layout is wrong then the number is not valid', () => {
    expect(isValidAccountNumber('101-100234-7', DEFAULT)).toBe(false);
    expect(isValidAccountNumber('0101-100234', DEFAULT)).toBe(false);
  });
});
