import { describe, expect, it } from 'vitest';
import {
  contactAddressInput,
  contactChangeBody,
  contactPrefill,
  contactChangeErrors,
  contactPhoneInput,
  contactZipInput,
  emptyContactAddress,
  type ContactChangeForm,
} from './contact-change.ts';

const address = { addressLine1: '1 Main St', addressLine2: '', city: 'Springfield', state: 'IL', zip: '62701' };
const base: ContactChangeForm = {
  accounts: ['1000-1'],
  changeAddress: true,
  changePhone: false,
  oldAddress: address,
  newAddress: { ...address, addressLine1: '2 Oak Ave', addressLine2: 'Apt 3' },
  oldPhone: '',
  newPhone: '',
};

describe('contact change inputs (spec §5)', () => {
  it('strips the zip to digits and cuts it at 5', () => {
    expect(contactZipInput('6a2-70199')).toBe('62701');
  });
  it('prefills the old address and the primary phone from the profile (WCAG 3.3.7)', () => {
    const prefill = contactPrefill({ Address1: '1 Main St', City: 'Springfield', State: 'IL', ZipCode: '62701-1234' }, [
      { PhoneNumber: '3125550000' },
      { PhoneNumber: '2175550101', Primary: true },
    ]);
    expect(prefill).toEqual({
      oldAddress: { addressLine1: '1 Main St', addressLine2: '', city: 'Springfield', state: 'IL', zip: '62701' },
      oldPhone: '(217) 555-0101',
    });
    expect(contactPrefill(null, [])).toEqual({ oldAddress: emptyContactAddress, oldPhone: '' });
  });
  it('formats the phone as (999) 999-9999 while typing', () => {
    expect(contactPhoneInput('217555')).toBe('(217) 555');
    expect(contactPhoneInput('2175550101')).toHaveLength(14);
  });
});

describe('contact change rules', () => {
  it('accepts a complete address change', () => {
    expect(contactChangeErrors(base)).toEqual({});
  });
  it('needs an account and something to send', () => {
    expect(contactChangeErrors({ ...base, accounts: [], changeAddress: false })).toEqual({
      accounts: 'required',
      form: 'required',
    });
  });
  it('needs every address field but the second line, and 5 zip digits', () => {
    const errors = contactChangeErrors({ ...base, newAddress: { ...emptyContactAddress, zip: '627' } });
    expect(errors).toEqual({
      'newAddress.addressLine1': 'required',
      'newAddress.city': 'required',
      'newAddress.state': 'required',
      'newAddress.zip': 'zipDigits',
    });
  });
  it("a zip longer than 5 digits (pasted past the input's cut, or sent by a script) is zipTooLong", () => {
    expect(contactChangeErrors({ ...base, oldAddress: { ...address, zip: '627011' } })).toEqual({
      'oldAddress.zip': 'zipTooLong',
    });
  });
  it('street lines over 45 and a city over 20 characters are refused at the field, as the API refuses them (spec §5 address limits)', () => {
    const long = { ...address, addressLine1: 'x'.repeat(46), addressLine2: 'y'.repeat(46), city: 'z'.repeat(21) };
    expect(contactChangeErrors({ ...base, newAddress: long })).toEqual({
      'newAddress.addressLine1': 'address1TooLong',
      'newAddress.addressLine2': 'address1TooLong',
      'newAddress.city': 'cityTooLong',
    });
    expect(
      contactChangeErrors({ ...base, newAddress: { ...address, addressLine1: 'x'.repeat(45), city: 'z'.repeat(20) } }),
    ).toEqual({});
  });
  it('the address fields go through the safe-input filter: quote, double quote and angle brackets never reach the form', () => {
    expect(contactAddressInput('addressLine1', `1 "Main" <St>'s`)).toBe('1 Main Sts');
    expect(contactAddressInput('zip', '6a2-70199')).toBe('62701');
  });
  it('needs both phones or neither, each complete', () => {
    const phone = { ...base, changeAddress: false, changePhone: true };
    expect(contactChangeErrors({ ...phone, oldPhone: '(217) 555-0101' })).toEqual({
      phone: 'phonePairRequired',
      newPhone: 'newPhoneRequired',
    });
    expect(contactChangeErrors({ ...phone, newPhone: '(217) 555-0101' })).toMatchObject({
      oldPhone: 'oldPhoneRequired',
      phone: 'phonePairRequired',
    });
    expect(contactChangeErrors({ ...phone, oldPhone: '(217) 555', newPhone: '(217) 555-0102' })).toEqual({
      oldPhone: 'phoneInvalid',
    });
    expect(contactChangeErrors({ ...phone, oldPhone: '(217) 555-0101', newPhone: '(217) 555-0102' })).toEqual({});
  });
});

describe('contact change body (spec §3, §4)', () => {
  it('sends the address, no phone, and the session user', () => {
    expect(contactChangeBody(base, { userName: 'ann', firstName: 'Ann' })).toEqual({
      AccountNumbers: ['1000-1'],
      OldAddress: { Address1: '1 Main St', City: 'Springfield', State: 'IL', ZipCode: '62701' },
      NewAddress: { Address1: '2 Oak Ave', Address2: 'Apt 3', City: 'Springfield', State: 'IL', ZipCode: '62701' },
      PhoneNumber1: null,
      UserName: 'ann',
      FirstName: 'Ann',
    });
  });
  it('drops a section that is switched off', () => {
    const body = contactChangeBody(
      { ...base, changeAddress: false, changePhone: true, oldPhone: '(217) 555-0101', newPhone: '(217) 555-0102' },
      { userName: 'ann' },
    );
    expect(body).toMatchObject({
      OldAddress: null,
      NewAddress: null,
      PhoneNumber1: { OldPhoneNumber: '(217) 555-0101', NewPhoneNumber: '(217) 555-0102' },
    });
  });
});
