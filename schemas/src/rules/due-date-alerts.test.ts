import { describe, expect, it } from 'vitest';
import { alertDaysInput, alertDaysMaxLength, tickDueDateAlert } from './due-date-alerts';

describe('due-date alerts (accounts spec §4 Alerts, §9)', () => {
  it('when an alert is ticked with empty days then it becomes before due with 15 days', () => {
    expect(tickDueDateAlert({ on: false, before: false, days: '' }, true)).toEqual({
      on: true,
      before: true,
      days: '15',
    });
  });
  it('when an alert is ticked with days already set then its choice and days are kept', () => {
    expect(tickDueDateAlert({ on: false, before: false, days: '3' }, true)).toEqual({
      on: true,
      before: false,
      days: '3',
    });
  });
  it('when the institution sets another default then that many days are filled in', () => {
    expect(tickDueDateAlert({ on: false, before: false, days: ' ' }, true, 10).days).toBe('10');
  });
  it('when an alert is unticked then its values stay for the next tick', () => {
    expect(tickDueDateAlert({ on: true, before: false, days: '7' }, false)).toEqual({
      on: false,
      before: false,
      days: '7',
    });
  });
  it('days of alerts 1 and 2 are at most 3 characters, of alerts 3 and 4 at most 20, digits only', () => {
    expect(alertDaysMaxLength(1)).toBe(3);
    expect(alertDaysMaxLength(2)).toBe(3);
    expect(alertDaysMaxLength(3)).toBe(20);
    expect(alertDaysMaxLength(4)).toBe(20);
    expect(alertDaysInput(1, '12a34')).toBe('123');
    expect(alertDaysInput(3, '1'.repeat(25))).toBe('1'.repeat(20));
  });
});
