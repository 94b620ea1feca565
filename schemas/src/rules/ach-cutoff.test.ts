import { describe, expect, it } from 'vitest';
import { achCutoffState, DEFAULT_ACH_CUTOFF, minutesOfDay, wallClockOf } from './ach-cutoff.ts';

describe('ACH cut-off time', () => {
  it('when the time is one minute before the cut-off then immediate ACH stays open', () => {
    expect(achCutoffState(new Date('2026-06-09T16:59:00Z'), '17:00', 'UTC')).toEqual({
      blockImmediate: false,
      adjustedDate: null,
    });
  });
  it('when the time is exactly the cut-off then immediate ACH is blocked and the date moves to the next business day', () => {
    expect(achCutoffState(new Date('2026-06-09T17:00:00Z'), '17:00', 'UTC')).toEqual({
      blockImmediate: true,
      adjustedDate: '2026-06-10',
    });
  });
  it('when past the cut-off on a Friday then the adjusted date is Monday', () => {
    expect(achCutoffState(new Date('2026-06-12T18:00:00Z'), '17:00', 'UTC').adjustedDate).toBe('2026-06-15');
  });
  it('when the next day is a bank holiday then the adjusted date skips it (Thursday 18 June 2026, Juneteenth Friday)', () => {
    expect(achCutoffState(new Date('2026-06-18T20:00:00Z'), '17:00', 'UTC').adjustedDate).toBe('2026-06-22');
  });
  it('when the institution is in another zone then its wall clock decides (14:30 UTC is 10:30 in New York)', () => {
    expect(achCutoffState(new Date('2026-06-09T14:30:00Z'), '10:00', 'America/New_York').blockImmediate).toBe(true);
    expect(achCutoffState(new Date('2026-06-09T14:30:00Z'), '11:00', 'America/New_York').blockImmediate).toBe(false);
    expect(wallClockOf(new Date('2026-06-10T02:00:00Z'), 'America/New_York')).toEqual({
      date: '2026-06-09',
      minutes: 22 * 60,
    });
  });
  it('when the cut-off text is malformed then the default applies', () => {
    expect(minutesOfDay('25:00')).toBeUndefined();
    expect(minutesOfDay('7:5')).toBeUndefined();
    expect(minutesOfDay(DEFAULT_ACH_CUTOFF)).toBe(17 * 60);
    expect(achCutoffState(new Date('2026-06-09T16:00:00Z'), 'soon', 'UTC').blockImmediate).toBe(false);
    expect(achCutoffState(new Date('2026-06-09T17:30:00Z'), 'soon', 'UTC').blockImmediate).toBe(true);
  });
});
