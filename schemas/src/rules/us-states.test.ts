import { describe, expect, it } from 'vitest';
import { US_STATES, isUsStateCode } from './us-states';

describe('US states list (spec §3: Value and Description, two-letter code, including DC)', () => {
  it('when listed then it has the 50 states and DC, each a unique two-letter code', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.Value)).size).toBe(51);
    expect(US_STATES.every((s) => /^[A-Z]{2}$/.test(s.Value))).toBe(true);
  });
  it('when DC is looked up then it is there with its name', () => {
    expect(US_STATES.find((s) => s.Value === 'DC')?.Description).toBe('District of Columbia');
    expect(isUsStateCode('DC')).toBe(true);
  });
  it('when a territory or a made-up code is asked then it is not a state of the list', () => {
    expect(isUsStateCode('PR')).toBe(false);
    expect(isUsStateCode('XX')).toBe(false);
  });
});
