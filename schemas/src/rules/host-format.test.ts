import { describe, expect, it } from 'vitest';
import { calendarWords, dateText, dateTimeText, moneyText, rateText } from './host-format';

// What the portal wrote before this module (usDate, usDateTime, hostDateText, the confirmation's usDate, the
// application fields' date-fns patterns, dollars, moneyText, ratePercent, rateText), taken from those functions.
describe('host formats in English are byte-identical to the formatters they replace', () => {
  it('when a host date is shown then it reads MM/dd/yyyy, and none or a non-date reads empty', () => {
    expect(dateText('2025-02-07', 'en')).toBe('02/07/2025');
    expect(dateText('2025-12-31T00:00:00', 'en')).toBe('12/31/2025');
    expect(dateText('2026-11-28T23:59:59', 'en')).toBe('11/28/2026');
    for (const none of ['0001-01-01', '0001-01-01T00:00:00', '', null, undefined, 'nonsense', '2025-02-30'])
      expect(dateText(none, 'en')).toBe('');
  });

  it('when a long or full date is shown then it reads as the date-fns patterns did', () => {
    expect(dateText('2025-02-07', 'en', 'long')).toBe('February 7, 2025');
    expect(dateText('2026-11-18T10:00:00', 'en', 'long')).toBe('November 18, 2026');
    expect(dateText('2025-02-07', 'en', 'full')).toBe('Friday, February 7, 2025');
    expect(dateText('2026-11-18T10:00:00', 'en', 'full')).toBe('Wednesday, November 18, 2026');
  });

  it('when a date-time is shown then it reads MM/dd/yyyy h:mm a with plain spaces', () => {
    expect(dateTimeText('2025-02-07T15:04:00', 'en')).toBe('02/07/2025 3:04 PM');
    expect(dateTimeText('2025-02-07T00:05:09', 'en')).toBe('02/07/2025 12:05 AM');
    expect(dateTimeText('2025-02-07T12:30:00', 'en')).toBe('02/07/2025 12:30 PM');
    expect(dateTimeText('2026-11-28T09:00:00.123', 'en')).toBe('11/28/2026 9:00 AM');
    expect(dateTimeText('0001-01-01T00:00:00', 'en')).toBe('');
  });

  it('when money and rates are shown then they read as before', () => {
    expect([0, 1234.5, -5, 1234567.891, 0.005].map(moneyText)).toEqual([
      '$0.00',
      '$1,234.50',
      '-$5.00',
      '$1,234,567.89',
      '$0.01',
    ]);
    expect([6.49, 0, 12.3456, 100].map(rateText)).toEqual(['6.49%', '0.00%', '12.35%', '100.00%']);
    expect([moneyText(undefined), rateText(null)]).toEqual(['', '']);
  });

  it('when the calendar words are read in English then they are the catalogue defaults', () => {
    const words = calendarWords('en');
    expect(words.months.join(',')).toBe(
      'January,February,March,April,May,June,July,August,September,October,November,December',
    );
    expect(words.weekdays.join(',')).toBe('Sunday,Monday,Tuesday,Wednesday,Thursday,Friday,Saturday');
    expect(words.weekdayAbbreviations.join(',')).toBe('Sun,Mon,Tue,Wed,Thu,Fri,Sat');
  });
});

describe('host formats in Spanish (decision 361)', () => {
  it('when the language is Spanish then dates follow es-US', () => {
    expect(dateText('2025-02-07', 'es')).toBe('07/02/2025');
    expect(dateText('2025-02-07', 'es', 'long')).toBe('7 de febrero de 2025');
    expect(dateText('2025-02-07', 'es', 'full')).toBe('viernes, 7 de febrero de 2025');
    expect(dateTimeText('2025-02-07T15:04:00', 'es')).toBe('07/02/2025 3:04 p.m.');
    expect(dateText('0001-01-01', 'es')).toBe('');
  });

  it('when es-US writes dollars and percents then it writes them as en-US does, so money keeps one format', () => {
    for (const amount of [0, 1234.56, -5, 1234567.89]) {
      const options = { style: 'currency', currency: 'USD' } as const;
      expect(new Intl.NumberFormat('es-US', options).format(amount)).toBe(
        new Intl.NumberFormat('en-US', options).format(amount),
      );
    }
    const percent = { style: 'percent', minimumFractionDigits: 2 } as const;
    expect(new Intl.NumberFormat('es-US', percent).format(0.0649)).toBe('6.49%');
    expect(moneyText(1234.56)).toBe('$1,234.56');
  });

  it('when the calendar words are read in Spanish then the months and weekdays are Spanish', () => {
    const words = calendarWords('es');
    expect(words.months[0]).toBe('enero');
    expect(words.months[10]).toBe('noviembre');
    expect(words.weekdays).toEqual(['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado']);
    expect(words.weekdayAbbreviations[0]).toBe('dom');
  });
});
