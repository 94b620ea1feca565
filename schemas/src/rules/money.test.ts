import { describe, expect, it } from 'vitest';
import {
  add,
  addDollars,
  formatCurrency,
  fromCents,
  isWholeCents,
  multiplyByRate,
  roundCents,
  roundDollars,
  toCents,
} from './money';

describe('the one rounding rule', () => {
  it('when exactly half a cent then it rounds away from zero', () => {
    expect(roundCents(100.5)).toBe(101);
    expect(roundCents(-100.5)).toBe(-101);
    expect(roundCents(100.49)).toBe(100);
    expect(roundCents(-100.49)).toBe(-100);
  });
  it('when floating point writes a half cent just below .5 then it still rounds up', () => {
    // 1.005 * 100 is 100.49999999999999 in binary floating point
    expect(toCents(1.005)).toBe(101);
    expect(toCents(8.345)).toBe(835);
  });
  it('when nothing is left then it is plain zero, not minus zero', () => {
    expect(Object.is(roundCents(-0.4), 0)).toBe(true);
  });
  it('when the value is not a number then it fails loudly', () => {
    expect(() => roundCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('dollars and cents', () => {
  it('when converting then whole cents go both ways', () => {
    expect(toCents(125.5)).toBe(12550);
    expect(toCents(0.01)).toBe(1);
    expect(fromCents(12550)).toBe(125.5);
    expect(fromCents(toCents(19.99))).toBe(19.99);
  });
  it('when dollars carry fractions of a cent then they are rounded to cents', () => {
    expect(roundDollars(2.1337)).toBe(2.13);
    expect(roundDollars(21.337)).toBe(21.34);
    expect(roundDollars(250)).toBe(250);
  });
  it('when adding then cents add exactly', () => {
    expect(add(1050, 250, 0, 99)).toBe(1399);
    expect(add()).toBe(0);
    // 0.1 + 0.2 is 0.30000000000000004 in floating point
    expect(addDollars(0.1, 0.2)).toBe(0.3);
  });
  it('when multiplying by a rate then the result is rounded once', () => {
    expect(multiplyByRate(500000, 0.5)).toBe(250000);
    // 1 cent at 50% is half a cent: away from zero
    expect(multiplyByRate(1, 0.5)).toBe(1);
    // 12000.00 at 6.49% / 365 for one day: 213.37 cents
    expect(multiplyByRate(1200000, 0.0649 / 365)).toBe(213);
  });
});

describe('whole cents (the contract amounts)', () => {
  it('when an amount has at most two decimals then it is whole cents, despite binary floats', () => {
    expect(isWholeCents(2307.7)).toBe(true);
    expect(isWholeCents(0.07)).toBe(true);
    expect(isWholeCents(10)).toBe(true);
  });
  it('when an amount has a fraction of a cent then it is not', () => {
    expect(isWholeCents(10.001)).toBe(false);
    expect(isWholeCents(0.005)).toBe(false);
  });
});

describe('currency format', () => {
  it('when formatting then dollars with grouping and two decimals', () => {
    expect(formatCurrency(123456)).toBe('$1,234.56');
    expect(formatCurrency(5)).toBe('$0.05');
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency(-500)).toBe('-$5.00');
  });
  it('when another locale is named then its conventions are used', () => {
    expect(formatCurrency(123456, { locale: 'de-DE', currency: 'EUR' })).toBe('1.234,56\u00a0€');
  });
});
