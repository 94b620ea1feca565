import { describe, expect, it } from 'vitest';
import { checkBankAccountNumber, isRoutingNumberValid, routingCheckDigit } from './routing-number';

describe('ABA routing checksum 3-7-1', () => {
  it.each(['011000015', '021000021', '026009593', '121000248', '322271627', '111000025', '071000013'])(
    'when %s (a published routing number) then it is valid',
    (routing) => {
      expect(isRoutingNumberValid(routing)).toBe(true);
    },
  );
  it.each(['123456789', '011000016', '02100002', '0210000210', '02100002a', ''])(
    'when %s then it is invalid',
    (routing) => {
      expect(isRoutingNumberValid(routing)).toBe(false);
    },
  );
  it('when eight digits are given then the check digit completes a valid number', () => {
    expect(routingCheckDigit('02100002')).toBe(1);
    expect(isRoutingNumberValid(`12345678${routingCheckDigit('12345678')}`)).toBe(true);
  });
});

describe('bank account number (spec section 5)', () => {
  it('when empty then required', () => expect(checkBankAccountNumber('')).toBe('required'));
  it('when 18 digits, all zeros or one repeated digit then invalid', () => {
    expect(checkBankAccountNumber('123456789012345678')).toBe('invalid');
    expect(checkBankAccountNumber('0000000')).toBe('invalid');
    expect(checkBankAccountNumber('7777')).toBe('invalid');
  });
  it('when 1 to 17 mixed digits then fine', () => {
    expect(checkBankAccountNumber('12345678901234567')).toBeUndefined();
    expect(checkBankAccountNumber('4455667788')).toBeUndefined();
  });
});
