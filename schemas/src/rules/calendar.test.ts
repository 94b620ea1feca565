import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addDays,
  addMonths,
  addYears,
  bankHolidaysBetween,
  dayOfWeek,
  daysBetween,
  fromUsDate,
  toUsDate,
  isBankHoliday,
  isBusinessDay,
  isIsoDay,
  isWeekend,
  monthEnd,
  monthStart,
  nextBusinessDay,
  todayOf,
  usFederalHolidays,
} from './calendar';

describe('US federal holidays (Federal Reserve calendar)', () => {
  it('when 2025 then the eleven holidays fall on the published dates', () => {
    expect(usFederalHolidays(2025)).toEqual([
      '2025-01-01',
      '2025-01-20',
      '2025-02-17',
      '2025-05-26',
      '2025-06-19',
      '2025-07-04',
      '2025-09-01',
      '2025-10-13',
      '2025-11-11',
      '2025-11-27',
      '2025-12-25',
    ]);
  });
  it('when a holiday falls on a Sunday then the Monday after is closed', () => {
    // 4 July 2027 is a Sunday; 19 June 2022 was a Sunday
    expect(isBankHoliday('2027-07-05')).toBe(true);
    expect(isBankHoliday('2022-06-20')).toBe(true);
  });
  it('when a holiday falls on a Saturday then the Friday before stays open', () => {
    // 4 July 2026 is a Saturday
    expect(isBankHoliday('2026-07-03')).toBe(false);
    expect(isBankHoliday('2026-07-04')).toBe(true);
  });
  it('when Memorial Day is in a month with five Mondays then it is the last one', () => {
    // May 2026 has Mondays 4, 11, 18, 25; May 2021 ended on a Monday, the 31st
    expect(usFederalHolidays(2026)).toContain('2026-05-25');
    expect(usFederalHolidays(2021)).toContain('2021-05-31');
  });
  it('when a range spans New Year then the holidays of both years come in order', () => {
    expect(bankHolidaysBetween('2025-12-01', '2026-01-31')).toEqual(['2025-12-25', '2026-01-01', '2026-01-19']);
    expect(bankHolidaysBetween('2025-06-19', '2025-06-19')).toEqual(['2025-06-19']);
  });
});

describe('calendar arithmetic', () => {
  it('when adding days across months and leap years then the date is right', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysBetween('2025-01-30', '2025-03-01')).toBe(30);
    expect(daysBetween('2025-03-01', '2025-01-30')).toBe(-30);
  });
  it('when a day crosses a daylight-saving change then it still counts as one day', () => {
    // US clocks moved on 9 March and 2 November 2025; calendar days ignore it
    expect(daysBetween('2025-03-08', '2025-03-10')).toBe(2);
    expect(addDays('2025-11-01', 2)).toBe('2025-11-03');
  });
  it('when adding months from the 31st then the month end is kept', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 2)).toBe('2025-03-31');
    expect(addMonths('2025-03-15', -13)).toBe('2024-02-15');
  });
  it('when asked for the month bounds then the first and the last day come back', () => {
    expect(monthStart('2024-02-17')).toBe('2024-02-01');
    expect(monthEnd('2024-02-17')).toBe('2024-02-29');
    expect(monthEnd('2025-12-03')).toBe('2025-12-31');
  });
  it('when the host writes no date as 0001-01-01 then it is still a day', () => {
    expect(isIsoDay('0001-01-01')).toBe(true);
    expect(addDays('0001-01-02', -1)).toBe('0001-01-01');
  });
  it('when a value is not a real day then it is refused, and arithmetic on it fails loudly', () => {
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-2-3')).toBe(false);
    expect(isIsoDay('')).toBe(false);
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(() => addDays('2025-13-01', 1)).toThrow(RangeError);
  });
});

describe('US-written dates and years', () => {
  it('when MM/DD/YYYY names a real day then it becomes that ISO day', () => {
    expect(fromUsDate('02/29/2024')).toBe('2024-02-29');
    expect(fromUsDate(' 06/15/1991 ')).toBe('1991-06-15');
    expect(toUsDate('2024-02-29')).toBe('02/29/2024');
    expect(fromUsDate(toUsDate('1991-06-15'))).toBe('1991-06-15');
  });
  it('when the text is partial, reordered or not a real day then there is no day', () => {
    expect(fromUsDate('02/30/2024')).toBeUndefined();
    expect(fromUsDate('13/01/1985')).toBeUndefined();
    expect(fromUsDate('04/12/19')).toBeUndefined();
    expect(fromUsDate('1991-06-15')).toBeUndefined();
  });
  it('when adding years from 29 February then a common year gives 28 February', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2025-06-15', -110)).toBe('1915-06-15');
  });
});

describe('today of a moment', () => {
  // A fixed clock: 03:30 UTC on 1 March 2025 is still 28 February in Chicago
  const moment = new Date('2025-03-01T03:30:00.000Z');
  it('when a time zone is named then the day is read there', () => {
    expect(todayOf(moment, 'UTC')).toBe('2025-03-01');
    expect(todayOf(moment, 'America/Chicago')).toBe('2025-02-28');
    expect(todayOf(moment, 'Asia/Tokyo')).toBe('2025-03-01');
  });
  it('when no time zone is named then the local calendar date is used', () => {
    expect(todayOf(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(todayOf(new Date(2025, 0, 5, 0, 0))).toBe('2025-01-05');
  });
});

describe('weekends and business days', () => {
  it('when Saturday or Sunday then a weekend, Friday and Monday are not', () => {
    expect(dayOfWeek('2025-06-14')).toBe(6);
    expect([
      isWeekend('2025-06-13'),
      isWeekend('2025-06-14'),
      isWeekend('2025-06-15'),
      isWeekend('2025-06-16'),
    ]).toEqual([false, true, true, false]);
  });
  it('when a weekday is a holiday then it is not a business day', () => {
    expect(isBusinessDay('2025-06-19')).toBe(false);
    expect(isBusinessDay('2025-06-20')).toBe(true);
  });
  it('when the day is a Friday before a Monday holiday then the next business day is Tuesday', () => {
    expect(nextBusinessDay('2025-08-30')).toBe('2025-09-02');
    expect(nextBusinessDay('2025-09-03')).toBe('2025-09-03');
  });
  it('when counting business days then weekends and holidays are skipped both ways', () => {
    // Thursday 28 Aug 2025 + 3 business days: Fri 29, (weekend, Labor Day 1 Sep) Tue 2, Wed 3
    expect(addBusinessDays('2025-08-28', 3)).toBe('2025-09-03');
    expect(addBusinessDays('2025-09-03', -3)).toBe('2025-08-28');
    expect(addBusinessDays('2025-08-30', 0)).toBe('2025-08-30');
  });
});
