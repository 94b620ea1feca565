import { describe, expect, it } from 'vitest';
import { includesReagree, mergeAgreements, slotOf } from './agreement-list';

const terms = { Name: 'Terms of Use', Url: 'https://example.com/terms', HostNum: 11337, WhenToAgree: [0] };
const esign = { Name: 'E-Sign Consent', Url: 'https://example.com/esign', HostNum: 11339, WhenToAgree: [0, 5] };

describe('agreements step helpers (access spec §3, §9)', () => {
  it('merges the lists of several triggers, each agreement once, in slot order', () => {
    expect(mergeAgreements([[esign], [terms, esign]]).map((a) => a.HostNum)).toEqual([11337, 11339]);
  });
  it('finds the settings slot from the host number (11337 + slot index)', () => {
    expect(slotOf(terms)).toBe(1);
    expect(slotOf(esign)).toBe(3);
  });
  it('flags UnRestrictEmail when an e-communications re-agree agreement is included', () => {
    expect(includesReagree([terms])).toBe(false);
    expect(includesReagree([terms, esign])).toBe(true);
  });
});
