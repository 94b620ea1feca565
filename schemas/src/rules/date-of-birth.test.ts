import { describe, expect, it } from 'vitest';
import { isDateOfBirthInRange, isValidUsDateOfBirth } from './date-of-birth';

describe('date of birth (110-year past range, no future)', () => {
  const today = '2025-06-15';
  it('when today or exactly 110 years back then accepted, a day beyond either end refused', () => {
    expect(isDateOfBirthInRange('2025-06-15', today)).toBe(true);
    expect(isDateOfBirthInRange('2025-06-16', today)).toBe(false);
    expect(isDateOfBirthInRange('1915-06-15', today)).toBe(true);
    expect(isDateOfBirthInRange('1915-06-14', today)).toBe(false);
  });
  it('when today is 29 February then the range starts on 28 February 110 years back', () => {
    expect(isDateOfBirthInRange('1914-02-28', '2024-02-29')).toBe(true);
    expect(isDateOfBirthInRange('1914-02-27', '2024-02-29')).toBe(false);
  });
  it('when typed as MM/DD/YYYY then only real, complete dates pass', () => {
    expect(isValidUsDateOfBirth('04/12/1985', today)).toBe(true);
    expect(isValidUsDateOfBirth('02/30/1985', today)).toBe(false);
    expect(isValidUsDateOfBirth('13/01/1985', today)).toBe(false);
    expect(isValidUsDateOfBirth('04/12/19', today)).toBe(false);
  });
});
