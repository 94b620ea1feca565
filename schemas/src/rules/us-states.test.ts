import { describe, expect, it } from 'vitest';
import { US_STATES } from './us-states.ts';

describe('US states list (spec §3)', () => {
  it('holds the 50 states and DC with two-letter values', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.every((s) => /^[A-Z]{2}$/.test(s.Value))).toBe(true);
    expect(US_STATES).toContainEqual({ Value: 'DC', Description: 'District of Columbia' });
    expect(new Set(US_STATES.map((s) => s.Value)).size).toBe(51);
  });
});
