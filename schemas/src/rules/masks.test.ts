import { describe, expect, it } from 'vitest';
import {
  accountNumberMask,
  applyDigitMask,
  digitsOnly,
  digitsUpTo,
  formatPhone,
  maskDigitCount,
  maskFor,
} from './masks';

describe('digits', () => {
  it('keeps only digits', () => {
    expect(digitsOnly('111-22-3333')).toBe('111223333');
    expect(digitsOnly('(555) 123-4567 x')).toBe('5551234567');
  });
  it('when SSN input is longer than 9 digits then it is cut at 9 (spec SSN step)', () => {
    expect(digitsUpTo('111-22-33334444', 9)).toBe('111223333');
  });
});

describe('phone', () => {
  it('formats ten digits as (000) 000-0000', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
  });
  it('formats partial input partially', () => {
    expect(formatPhone('5551')).toBe('(555) 1');
  });
});

describe('account number mask', () => {
  it('joins office, account and check digit by dashes', () => {
    expect(accountNumberMask({ office: 3, account: 7, checkDigit: 1 })).toBe('000-0000000-0');
  });
  it('when removeCheckDigit is on then the check digit is omitted', () => {
    expect(accountNumberMask({ office: 3, account: 7, checkDigit: 1 }, true)).toBe('000-0000000');
  });
  it('leaves out parts of length 0', () => {
    expect(accountNumberMask({ office: 0, account: 10, checkDigit: 0 })).toBe('0000000000');
  });
  it('masks typed digits', () => {
    expect(applyDigitMask('000-0000000-0', '12345678901')).toBe('123-4567890-1');
  });
});

describe('named masks', () => {
  it('uses the spec masks', () => {
    expect(maskFor('phone')).toBe('(000) 000-0000');
    expect(maskFor('date')).toBe('00/00/0000');
    expect(maskDigitCount(maskFor('ssn'))).toBe(9);
    expect(maskDigitCount(maskFor('zip'))).toBe(5);
    expect(maskDigitCount(maskFor('branch'))).toBe(4);
    expect(maskFor('accountNumber', { office: 2, account: 4, checkDigit: 1 })).toBe('00-0000-0');
  });
  it('when a card is typed then the number groups 4-4-4-4 and the expiry reads MM/YY in at most 5 characters', () => {
    expect(applyDigitMask(maskFor('cardNumber'), '4111111111111111')).toBe('4111 1111 1111 1111');
    expect(applyDigitMask(maskFor('cardExpiry'), '1230')).toBe('12/30');
    expect(maskFor('cardExpiry')).toHaveLength(5);
  });
});
