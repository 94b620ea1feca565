import { describe, expect, it } from 'vitest';
import { thirdPartyCardApplies } from './third-party-card';

const on = { enabled: true, minimumBranch: 0, maximumBranch: 0 };

describe('third-party card payments by branch range (payments spec §9)', () => {
  it('when the option is off then cards are paid here whatever the branch', () => {
    expect(thirdPartyCardApplies('0003-100-1', { ...on, enabled: false })).toBe(false);
  });
  it('when on with no bounds then every branch pays outside', () => {
    expect(thirdPartyCardApplies('0003-100-1', on)).toBe(true);
    expect(thirdPartyCardApplies('99-12345678', on)).toBe(true);
  });
  it('when bounded then the first part of the account number must lie within minimum and maximum, inclusive', () => {
    const range = { ...on, minimumBranch: 2, maximumBranch: 5 };
    expect(thirdPartyCardApplies('0001-100-1', range)).toBe(false);
    expect(thirdPartyCardApplies('0002-100-1', range)).toBe(true);
    expect(thirdPartyCardApplies('0005-100-1', range)).toBe(true);
    expect(thirdPartyCardApplies('0006-100-1', range)).toBe(false);
  });
  it('when only one bound is set then the other side is open', () => {
    expect(thirdPartyCardApplies('0009-1-1', { ...on, minimumBranch: 3 })).toBe(true);
    expect(thirdPartyCardApplies('0001-1-1', { ...on, maximumBranch: 3 })).toBe(true);
    expect(thirdPartyCardApplies('0004-1-1', { ...on, maximumBranch: 3 })).toBe(false);
  });
});
