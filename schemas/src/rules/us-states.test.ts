import { describe, expect, it } from 'vitest';
import { US_STATES, isStateCode } from './us-states';

describe('state choices (accounts spec §3: fixed US states list including DC)', () => {
  it('holds the 50 states and DC once each', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.Value)).size).toBe(51);
    expect(US_STATES).toContainEqual({ Value: 'DC', Description: 'District of Columbia' });
  });
  it('knows its codes only', () => {
    expect(isStateCode('IL')).toBe(true);
    expect(isStateCode('PR')).toBe(false);
  });
});
