import { describe, expect, it } from 'vitest';
import { formatCountdown } from './format-countdown';

describe('formatCountdown (m:ss)', () => {
  it('shows the 120-second start as 2:00 and one second later as 1:59', () => {
    expect(formatCountdown(120)).toBe('2:00');
    expect(formatCountdown(119)).toBe('1:59');
  });
  it('pads seconds under ten and shows the last second as 0:01', () => {
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(1)).toBe('0:01');
  });
  it('never shows a negative or broken time', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
    expect(formatCountdown(Number.NaN)).toBe('0:00');
  });
});
