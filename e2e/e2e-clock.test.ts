import { describe, expect, it } from 'vitest';
import { businessMorningOf } from './e2e-clock.ts';

describe('businessMorningOf (the e2e suite starts at a business-day morning, decision 267)', () => {
  it('when the wall clock is a weekday after the 17:00 cut-off then the suite starts at 09:00 UTC that day', () => {
    expect(businessMorningOf(new Date('2026-11-24T17:25:00Z')).toISOString()).toBe('2026-11-24T09:00:00.000Z');
  });

  it('when the wall clock is a Saturday evening then the suite starts on Monday morning', () => {
    expect(businessMorningOf(new Date('2026-11-28T20:00:00Z')).toISOString()).toBe('2026-11-30T09:00:00.000Z');
  });

  it('when the wall clock is on a bank holiday then the suite starts on the next business day', () => {
    // Thanksgiving 2026 is Thursday, November 26.
    expect(businessMorningOf(new Date('2026-11-26T08:00:00Z')).toISOString()).toBe('2026-11-27T09:00:00.000Z');
  });

  it('when the wall clock is a business day just before midnight UTC then the suite starts that morning (the day is the UTC day)', () => {
    expect(businessMorningOf(new Date('2026-11-27T23:59:00Z')).toISOString()).toBe('2026-11-27T09:00:00.000Z');
  });
});
