/**
 * What a profile save sends (accounts spec §4 "Profile sections", "Text subscription modal"): the
 * personal-information body with a null Address when unchanged and only a changed phone (as Primary),
 * the user-information body, the text alerts forced off without a texting phone, the changed
 * subscription options with unchanged flags null. Pure, shared by the page and its tests.
 */
import { applyDigitMask, digitsOnly, PROFILE_PHONE_MASK } from './masks.ts';

/** Address as the profile API carries it. */
export interface ProfileAddress {
  Address1: string;
  City: string;
  State: string;
  ZipCode: string;
}

/** One phone entry of PersonalInfo. */
export interface ProfilePhone {
  PhoneNumber: string;
  OptInToTexting?: boolean;
  Primary?: boolean;
}

/** The personal-information form (spec §3 form fields). */
export interface PersonalInfoForm {
  address1: string;
  city: string;
  state: string;
  zip: string;
  phoneNumber1: string;
  phone1OptInTexting: boolean;
}

/** A phone shown as 000-000-0000 when it has 10 digits, else as it came. */
export function profilePhone(value: string | undefined): string {
  const digits = digitsOnly(value ?? '');
  return digits.length === 10 ? applyDigitMask(PROFILE_PHONE_MASK, digits) : (value ?? '');
}

/** The phone the section edits: the primary one, else the first (the page keeps one phone). */
export function primaryPhone(phones: readonly ProfilePhone[] | undefined): ProfilePhone | undefined {
  return phones?.find((p) => p.Primary) ?? phones?.[0];
}

/** The form values of a cached PersonalInfo. */
export function personalInfoForm(
  address: ProfileAddress | null | undefined,
  phones: readonly ProfilePhone[] | undefined,
): PersonalInfoForm {
  const phone = primaryPhone(phones);
  return {
    address1: address?.Address1 ?? '',
    city: address?.City ?? '',
    state: address?.State ?? '',
    zip: address?.ZipCode ?? '',
    phoneNumber1: profilePhone(phone?.PhoneNumber),
    phone1OptInTexting: phone?.OptInToTexting === true,
  };
}

/**
 * The PersonalInfo body: Address null when the address is unchanged; PhoneNumbers holds only the
 * phone when its number or opt-in changed, sent as Primary with its 10 digits.
 */
export function personalInfoBody(
  cached: PersonalInfoForm,
  form: PersonalInfoForm,
): { Address: ProfileAddress | null; PhoneNumbers: ProfilePhone[] } {
  const trim = (s: string) => s.trim();
  const sameAddress =
    trim(cached.address1) === trim(form.address1) &&
    trim(cached.city) === trim(form.city) &&
    cached.state === form.state &&
    cached.zip === form.zip;
  const phoneChanged =
    digitsOnly(cached.phoneNumber1) !== digitsOnly(form.phoneNumber1) ||
    cached.phone1OptInTexting !== form.phone1OptInTexting;
  return {
    Address: sameAddress
      ? null
      : { Address1: trim(form.address1), City: trim(form.city), State: form.state, ZipCode: form.zip },
    PhoneNumbers: phoneChanged
      ? [{ PhoneNumber: digitsOnly(form.phoneNumber1), OptInToTexting: form.phone1OptInTexting, Primary: true }]
      : [],
  };
}

/** True when two flat records differ in any key (form vs cached copy: the unsaved flag). */
export function differs(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if ((a[k] ?? '') !== (b[k] ?? '')) return true;
  return false;
}

/** Every alert item turned off (spec §4: a phone without text opt-in turns all text alerts off). */
export function allOff<T extends Readonly<Record<string, boolean | undefined>>>(alerts: T): T {
  return Object.fromEntries(Object.keys(alerts).map((k) => [k, false])) as T;
}

/** One brand's text subscription. */
export interface SubscriptionOption {
  BrandingId: string;
  BrandingName: string;
  OptInMarketing: boolean;
  OptInAccount: boolean;
}

/** One option of ModifySubscriptions: a flag that did not change is null. */
export interface SubscriptionChange {
  BrandingId: string;
  OptInMarketing: boolean | null;
  OptInAccount: boolean | null;
}

/** The changed options only, with unchanged flags null; an id missing from the loaded copy is an error. */
export function subscriptionChanges(
  loaded: readonly SubscriptionOption[],
  form: readonly SubscriptionOption[],
): SubscriptionChange[] {
  const out: SubscriptionChange[] = [];
  for (const next of form) {
    const before = loaded.find((o) => o.BrandingId === next.BrandingId);
    if (!before) throw new Error(`BrandingId ${next.BrandingId} is not among the loaded subscriptions`);
    const marketing = before.OptInMarketing === next.OptInMarketing ? null : next.OptInMarketing;
    const account = before.OptInAccount === next.OptInAccount ? null : next.OptInAccount;
    if (marketing !== null || account !== null)
      out.push({ BrandingId: next.BrandingId, OptInMarketing: marketing, OptInAccount: account });
  }
  return out;
}

/** A subscription flag the borrower switches. */
export type SubscriptionFlag = 'OptInAccount' | 'OptInMarketing';

/** A brand whose change the server refused, with the flags it refused. */
export interface FailedSubscription {
  BrandingId: string;
  flags: SubscriptionFlag[];
}

const FLAGS: readonly SubscriptionFlag[] = ['OptInAccount', 'OptInMarketing'];

/**
 * What ModifySubscriptions refused (accounts §7: each error message is a JSON object with the BrandingId and
 * the flags that failed; a flag sent as null was not part of the change). A message naming no flag refuses
 * the whole brand; a plain-text message names no brand, and the modify error still shows.
 */
export function failedSubscriptionFlags(messages: readonly string[]): FailedSubscription[] {
  const failed: FailedSubscription[] = [];
  for (const m of messages) {
    let parsed: Partial<Record<string, unknown>>;
    try {
      parsed = JSON.parse(m) as Partial<Record<string, unknown>>;
    } catch {
      continue;
    }
    const id = parsed.BrandingId;
    if (typeof id !== 'string' && typeof id !== 'number') continue;
    const named = FLAGS.filter((flag) => typeof parsed[flag] === 'boolean');
    failed.push({ BrandingId: String(id), flags: named.length > 0 ? named : [...FLAGS] });
  }
  return failed;
}

/**
 * After a failed ModifySubscriptions the form shows the server's values for what failed, flag by flag, and
 * keeps the user's choice for everything else (which the server saved).
 */
export function restoreFailedFlags(
  form: readonly SubscriptionOption[],
  server: readonly SubscriptionOption[],
  failed: readonly FailedSubscription[],
): SubscriptionOption[] {
  return form.map((o) => {
    const refused = failed.find((f) => f.BrandingId === o.BrandingId);
    const before = server.find((s) => s.BrandingId === o.BrandingId);
    if (!refused || !before) return o;
    const restored = { ...o };
    for (const flag of refused.flags) restored[flag] = before[flag];
    return restored;
  });
}
