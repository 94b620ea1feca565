import { describe, expect, it } from 'vitest';
import { achAuthorizationTitle, formatDocumentDate } from './document-date.ts';

describe("document dates 'M/d/yy, h:mm:ss' (spec §9)", () => {
  it('formats a local date-time without leading zeros on month, day and hour', () => {
    expect(formatDocumentDate('2026-03-05T14:07:09')).toBe('3/5/26, 2:07:09');
    expect(formatDocumentDate('2026-11-24T09:30:00')).toBe('11/24/26, 9:30:00');
  });
  it('shows an unreadable value as it came', () => {
    expect(formatDocumentDate('soon')).toBe('soon');
  });
  it('builds the ACH authorization title', () => {
    expect(
      achAuthorizationTitle('Recurring ACH Authorization {account} {date}', '1000-01', '2026-03-05T14:07:09'),
    ).toBe('Recurring ACH Authorization 1000-01 3/5/26, 2:07:09');
  });
});
