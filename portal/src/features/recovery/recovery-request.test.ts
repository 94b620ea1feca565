import { describe, expect, it } from 'vitest';
import { isValidDateOfBirth, toIsoDate, toRecoveryRequest } from './recovery-request';

const noneHidden = { emailAddress: false, dateOfBirth: false, zipCode: false, servicingBranch: false };
const today = new Date(2025, 5, 15);

describe('recovery step 1 request', () => {
  it('sends every shown field, the date as yyyy-MM-dd', () => {
    expect(
      toRecoveryRequest(
        { emailAddress: ' a@b.co ', dateOfBirth: '04/12/1985', zipCode: '78701', servicingBranch: '1' },
        noneHidden,
      ),
    ).toEqual({ EmailAddress: 'a@b.co', DateOfBirth: '1985-04-12', ZipCode: '78701', ServicingBranch: '1' });
  });

  it('leaves hidden and empty fields out', () => {
    expect(toRecoveryRequest({ emailAddress: 'a@b.co', zipCode: '78701' }, { ...noneHidden, zipCode: true })).toEqual({
      EmailAddress: 'a@b.co',
    });
  });

  it('converts only real dates', () => {
    expect(toIsoDate('02/29/2024')).toBe('2024-02-29');
    expect(toIsoDate('02/30/2024')).toBe('');
  });
});

describe('date of birth (mask 00/00/0000, 110-year past range, no future)', () => {
  it('accepts a real past date', () => {
    expect(isValidDateOfBirth('04/12/1985', today)).toBe(true);
  });
  it('refuses impossible dates and partial input', () => {
    expect(isValidDateOfBirth('13/01/1985', today)).toBe(false);
    expect(isValidDateOfBirth('02/30/1985', today)).toBe(false);
    expect(isValidDateOfBirth('04/12/19', today)).toBe(false);
  });
  it('refuses the future and more than 110 years back', () => {
    expect(isValidDateOfBirth('06/16/2025', today)).toBe(false);
    expect(isValidDateOfBirth('06/15/1915', today)).toBe(true);
    expect(isValidDateOfBirth('06/14/1915', today)).toBe(false);
  });
});
