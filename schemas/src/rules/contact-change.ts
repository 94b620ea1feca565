/**
 * The manual contact-info change form (accounts spec §5 "Contact change form", §3 "Contact-change
 * request"): field rules as message ids, and the request body where a section that is switched off
 * sends nothing and the phone goes only with an old number. Pure.
 */
import { digitsOnly, formatPhone, ZIP_DIGITS } from './masks.ts';
import { primaryPhone, type ProfileAddress, type ProfilePhone } from './profile-changes.ts';
import { safeInput } from './safe-input.ts';

/** The API's limits (contract `AddressChange`, the same as spec §5 "Address"): street lines 45, city 20. */
export const CONTACT_STREET_MAX = 45;
export const CONTACT_CITY_MAX = 20;

/** Address fields of the form (spec §3: addressLine1, addressLine2, city, state, zip). */
export interface ContactAddressForm {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
}

/** The whole form. */
export interface ContactChangeForm {
  accounts: readonly string[];
  changeAddress: boolean;
  changePhone: boolean;
  oldAddress: ContactAddressForm;
  newAddress: ContactAddressForm;
  oldPhone: string;
  newPhone: string;
}

/** The catalogue messages of the form (requestChange section). */
export type ContactMessage =
  | 'required'
  | 'address1TooLong'
  | 'cityTooLong'
  | 'zipDigits'
  | 'zipTooLong'
  | 'phoneInvalid'
  | 'oldPhoneRequired'
  | 'newPhoneRequired'
  | 'phonePairRequired';

/** Field path (`oldAddress.city`, `newPhone`, `accounts`, `form`) to its message. */
export type ContactErrors = Partial<Record<string, ContactMessage>>;

/** An empty address. */
export const emptyContactAddress: ContactAddressForm = {
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zip: '',
};

/** Zip input: digits only, cut to 5 (spec §5). */
export function contactZipInput(value: string): string {
  return digitsOnly(value).slice(0, ZIP_DIGITS);
}

/**
 * What an address field keeps of its input: the zip as {@link contactZipInput}; the text fields through
 * the safe-input filter (spec §5 gives both addresses one rule set: ' " < > are dropped as typed).
 */
export function contactAddressInput(field: keyof ContactAddressForm, value: string): string {
  return field === 'zip' ? contactZipInput(value) : field === 'state' ? value : safeInput(value);
}

/**
 * The old address and phone as the profile holds them, in the form's shapes: filled in so the borrower
 * does not type again what the lender has on file (WCAG 3.3.7; decision 326).
 */
export function contactPrefill(
  address: ProfileAddress | null | undefined,
  phones: readonly ProfilePhone[] | undefined,
): { oldAddress: ContactAddressForm; oldPhone: string } {
  const a = address ?? { Address1: '', City: '', State: '', ZipCode: '' };
  return {
    oldAddress: {
      addressLine1: safeInput(a.Address1),
      addressLine2: '',
      city: safeInput(a.City),
      state: a.State,
      zip: contactZipInput(a.ZipCode),
    },
    oldPhone: contactPhoneInput(primaryPhone(phones)?.PhoneNumber ?? ''),
  };
}

/** Phone input: formatted (999) 999-9999 while typing; 14 characters when complete. */
export function contactPhoneInput(value: string): string {
  return formatPhone(value);
}

function addressErrors(prefix: string, a: ContactAddressForm, out: ContactErrors): void {
  for (const f of ['addressLine1', 'city', 'state', 'zip'] as const)
    if (a[f].trim() === '') out[`${prefix}.${f}`] = 'required';
  for (const f of ['addressLine1', 'addressLine2'] as const)
    if (a[f].trim().length > CONTACT_STREET_MAX) out[`${prefix}.${f}`] = 'address1TooLong';
  if (a.city.trim().length > CONTACT_CITY_MAX) out[`${prefix}.city`] = 'cityTooLong';
  const zip = digitsOnly(a.zip);
  if (zip.length > 0 && zip.length < ZIP_DIGITS) out[`${prefix}.zip`] = 'zipDigits';
  if (zip.length > ZIP_DIGITS) out[`${prefix}.zip`] = 'zipTooLong';
}

function phoneErrors(oldPhone: string, newPhone: string, out: ContactErrors): void {
  if (oldPhone !== '' && oldPhone.length !== 14) out.oldPhone = 'phoneInvalid';
  if (newPhone !== '' && newPhone.length !== 14) out.newPhone = 'phoneInvalid';
  // The pair is valid only when both are filled or both are empty.
  if ((oldPhone === '') !== (newPhone === '')) {
    out.phone = 'phonePairRequired';
    if (oldPhone === '') out.oldPhone = 'oldPhoneRequired';
    else out.newPhone = 'newPhoneRequired';
  }
}

/**
 * Every problem of the form. At least one account (`accounts`), and an address or a phone change to
 * send (`form`); a chosen address must be complete, a phone pair filled on both sides or neither.
 */
export function contactChangeErrors(form: ContactChangeForm): ContactErrors {
  const out: ContactErrors = {};
  if (form.accounts.length === 0) out.accounts = 'required';
  // Something must be sent: an address, or a phone (which goes only with an old number).
  if (!form.changeAddress && !(form.changePhone && form.oldPhone !== '')) out.form = 'required';
  if (form.changeAddress) {
    addressErrors('oldAddress', form.oldAddress, out);
    addressErrors('newAddress', form.newAddress, out);
  }
  if (form.changePhone) phoneErrors(form.oldPhone, form.newPhone, out);
  return out;
}

/** Address body (spec §3 "Address change"). */
export interface AddressChangeBody {
  Address1: string;
  Address2?: string;
  City: string;
  State: string;
  ZipCode: string;
}

/** The PUT /api/ManualChangeContactInfo body; UserName and FirstName come from the session. */
export interface ContactChangeBody {
  AccountNumbers: string[];
  OldAddress: AddressChangeBody | null;
  NewAddress: AddressChangeBody | null;
  PhoneNumber1: { OldPhoneNumber: string; NewPhoneNumber: string } | null;
  UserName: string;
  FirstName?: string;
}

const addressBody = (a: ContactAddressForm): AddressChangeBody => ({
  Address1: a.addressLine1.trim(),
  ...(a.addressLine2.trim() ? { Address2: a.addressLine2.trim() } : {}),
  City: a.city.trim(),
  State: a.state,
  ZipCode: a.zip,
});

/** The request: a section switched off sends null; the phone only when the old number is present. */
export function contactChangeBody(
  form: ContactChangeForm,
  user: { userName: string; firstName?: string },
): ContactChangeBody {
  return {
    AccountNumbers: [...form.accounts],
    OldAddress: form.changeAddress ? addressBody(form.oldAddress) : null,
    NewAddress: form.changeAddress ? addressBody(form.newAddress) : null,
    PhoneNumber1:
      form.changePhone && form.oldPhone !== ''
        ? { OldPhoneNumber: form.oldPhone, NewPhoneNumber: form.newPhone }
        : null,
    UserName: user.userName,
    ...(user.firstName ? { FirstName: user.firstName } : {}),
  };
}
