import { describe, expect, it } from 'vitest';
import {
  allOff,
  differs,
  failedSubscriptionFlags,
  personalInfoBody,
  personalInfoForm,
  profilePhone,
  restoreFailedFlags,
  subscriptionChanges,
  type PersonalInfoForm,
} from './profile-changes.ts';

const cached: PersonalInfoForm = personalInfoForm(
  { Address1: '1 Main St', City: 'Springfield', State: 'IL', ZipCode: '62701' },
  [{ PhoneNumber: '2175550101', OptInToTexting: false, Primary: true }],
);

describe('personal information body (spec §4 "Personal information")', () => {
  it('shows the cached phone as 000-000-0000', () => {
    expect(cached.phoneNumber1).toBe('217-555-0101');
    expect(profilePhone('21755')).toBe('21755');
  });

  it('sends a null Address and no phone when nothing changed', () => {
    expect(personalInfoBody(cached, { ...cached })).toEqual({ Address: null, PhoneNumbers: [] });
  });

  it('sends the address when any part changed, trimmed', () => {
    expect(personalInfoBody(cached, { ...cached, city: ' Chicago ' }).Address).toEqual({
      Address1: '1 Main St',
      City: 'Chicago',
      State: 'IL',
      ZipCode: '62701',
    });
  });

  it('sends only the changed phone, as Primary, in digits', () => {
    const body = personalInfoBody(cached, { ...cached, phoneNumber1: '217-555-0199' });
    expect(body).toEqual({
      Address: null,
      PhoneNumbers: [{ PhoneNumber: '2175550199', OptInToTexting: false, Primary: true }],
    });
  });

  it('sends the phone when only its text opt-in changed', () => {
    expect(personalInfoBody(cached, { ...cached, phone1OptInTexting: true }).PhoneNumbers).toEqual([
      { PhoneNumber: '2175550101', OptInToTexting: true, Primary: true },
    ]);
  });

  it('takes the primary phone when several exist', () => {
    const form = personalInfoForm(null, [
      { PhoneNumber: '1111111111' },
      { PhoneNumber: '2222222222', Primary: true, OptInToTexting: true },
    ]);
    expect(form).toMatchObject({ phoneNumber1: '222-222-2222', phone1OptInTexting: true, address1: '' });
  });
});

describe('unsaved flag and text alerts', () => {
  it('differs treats missing and empty alike', () => {
    expect(differs({ a: '' }, {})).toBe(false);
    expect(differs({ a: 'x' }, { a: 'y' })).toBe(true);
  });
  it('turns every text alert off', () => {
    expect(allOff({ UserLogsOn: true, PasswordChanged: false })).toEqual({ UserLogsOn: false, PasswordChanged: false });
  });
});

describe('text subscriptions (spec §4 "Text subscription modal")', () => {
  const loaded = [
    { BrandingId: '1', BrandingName: 'A', OptInMarketing: false, OptInAccount: false },
    { BrandingId: '2', BrandingName: 'B', OptInMarketing: true, OptInAccount: false },
  ];

  it('sends changed options only, unchanged flags null', () => {
    const form = [{ ...loaded[0]!, OptInAccount: true }, loaded[1]!];
    expect(subscriptionChanges(loaded, form)).toEqual([{ BrandingId: '1', OptInAccount: true, OptInMarketing: null }]);
  });

  it('finds nothing to send for an unchanged form', () => {
    expect(subscriptionChanges(loaded, loaded)).toEqual([]);
  });

  it('refuses a BrandingId that was not loaded', () => {
    expect(() => subscriptionChanges(loaded, [{ ...loaded[0]!, BrandingId: '9' }])).toThrow(/BrandingId 9/);
  });

  it('restores the failed brands from the server and keeps the others', () => {
    const form = [
      { ...loaded[0]!, OptInAccount: true },
      { ...loaded[1]!, OptInMarketing: false },
    ];
    const failed = failedSubscriptionFlags([
      JSON.stringify({ BrandingId: '2', OptInMarketing: false, OptInAccount: null }),
      'plain text',
    ]);
    expect(failed).toEqual([{ BrandingId: '2', flags: ['OptInMarketing'] }]);
    expect(restoreFailedFlags(form, loaded, failed)).toEqual([form[0], loaded[1]]);
  });

  it("restores only the flags that failed: a brand's other change that went through stays", () => {
    const form = [
      { ...loaded[1]!, OptInMarketing: !loaded[1]!.OptInMarketing, OptInAccount: !loaded[1]!.OptInAccount },
    ];
    const failed = failedSubscriptionFlags([
      JSON.stringify({ BrandingId: '2', OptInMarketing: form[0]!.OptInMarketing, OptInAccount: null }),
    ]);
    expect(restoreFailedFlags(form, loaded, failed)).toEqual([
      { ...form[0]!, OptInMarketing: loaded[1]!.OptInMarketing },
    ]);
  });

  it('takes a failed brand with no flag named as failed in full', () => {
    const form = [
      { ...loaded[1]!, OptInMarketing: !loaded[1]!.OptInMarketing, OptInAccount: !loaded[1]!.OptInAccount },
    ];
    const failed = failedSubscriptionFlags([JSON.stringify({ BrandingId: 2 })]);
    expect(failed).toEqual([{ BrandingId: '2', flags: ['OptInAccount', 'OptInMarketing'] }]);
    expect(restoreFailedFlags(form, loaded, failed)).toEqual([loaded[1]]);
  });
});
