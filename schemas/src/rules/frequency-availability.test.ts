import { describe, expect, it } from 'vitest';
import {
  offeredFrequencies,
  paymentTiming,
  recurringAvailable,
  recurringOptionOf,
  scheduleBlock,
  type FrequencyFacts,
  type FrequencySettings,
} from './frequency-availability.ts';

const all: FrequencySettings = {
  allowScheduledCard: true,
  allowScheduledAch: true,
  allowScheduledWhenDelinquent: false,
  blockScheduledWhenPastDue: true,
  maxScheduled: 1,
  allowFuturePayoffCard: false,
  allowFuturePayoffAch: true,
  allowRecurringCard: true,
  allowRecurringAch: true,
  allowRecurringWhenDelinquent: false,
  blockRecurringIfPastDue: true,
  allow: { Weekly: true, TwoWeeks: true, SemiMonthly: true, MonthlyOnDate: true, DaysBeforeDue: true, OnDueDate: true },
  forceOnDueDate: false,
  forceDaysBeforeDue: false,
};
const loan: FrequencyFacts = {
  method: 'ach',
  singleUse: false,
  monthlyBilling: true,
  delinquent: false,
  pastDue: false,
  scheduledCount: 0,
  hasRecurring: false,
  recurringAllowedByHost: true,
  onlyImmediate: false,
  isPayoff: false,
};

describe('scheduling availability (§4: possible only when none of the conditions hold)', () => {
  it('when nothing holds then scheduling is possible', () => expect(scheduleBlock(loan, all)).toBeUndefined());
  it('when delinquent without the delinquent setting then blocked; with it allowed', () => {
    expect(scheduleBlock({ ...loan, delinquent: true }, all)).toBe('delinquent');
    expect(
      scheduleBlock({ ...loan, delinquent: true }, { ...all, allowScheduledWhenDelinquent: true }),
    ).toBeUndefined();
  });
  it('when past due with blocking on then blocked (the "only today" notice); blocking off allows it', () => {
    expect(scheduleBlock({ ...loan, pastDue: true }, all)).toBe('pastDue');
    expect(scheduleBlock({ ...loan, pastDue: true }, { ...all, blockScheduledWhenPastDue: false })).toBeUndefined();
  });
  it('when the quota is met then blocked: 1 of 1 blocks, 1 of 2 does not', () => {
    expect(scheduleBlock({ ...loan, scheduledCount: 1 }, all)).toBe('quota');
    expect(scheduleBlock({ ...loan, scheduledCount: 1 }, { ...all, maxScheduled: 2 })).toBeUndefined();
  });
  it('when the method may not schedule (setting off, wallet, single use) then blocked', () => {
    expect(scheduleBlock({ ...loan, method: 'card' }, { ...all, allowScheduledCard: false })).toBe('method');
    expect(scheduleBlock(loan, { ...all, allowScheduledAch: false })).toBe('method');
    expect(scheduleBlock({ ...loan, method: 'wallet' }, all)).toBe('method');
    expect(scheduleBlock({ ...loan, singleUse: true }, all)).toBe('method');
  });
  it('when payoff is chosen and future payoff is not allowed for the method then blocked', () => {
    expect(scheduleBlock({ ...loan, method: 'card', isPayoff: true }, all)).toBe('futurePayoff');
    expect(scheduleBlock({ ...loan, isPayoff: true }, all)).toBeUndefined();
  });
  it('when the loan has a recurring payment or is for immediate payments only then blocked', () => {
    expect(scheduleBlock({ ...loan, hasRecurring: true }, all)).toBe('hasRecurring');
    expect(scheduleBlock({ ...loan, onlyImmediate: true }, all)).toBe('onlyImmediate');
  });
});

describe('recurring availability (§4: hidden when any condition holds)', () => {
  it('when nothing holds then recurring is offered', () => expect(recurringAvailable(loan, all)).toBe(true));
  it.each<[string, Partial<FrequencyFacts>, Partial<FrequencySettings>]>([
    ['the host does not allow it', { recurringAllowedByHost: false }, {}],
    ['delinquent without the setting', { delinquent: true }, {}],
    ['past due with blocking on', { pastDue: true }, {}],
    ['scheduled payments exist', { scheduledCount: 1 }, {}],
    ['card recurring not allowed', { method: 'card' }, { allowRecurringCard: false }],
    ['ACH recurring not allowed', {}, { allowRecurringAch: false }],
    ['a single-use card', { method: 'card', singleUse: true }, {}],
    ['a wallet', { method: 'wallet' }, {}],
    ['the loan already has one', { hasRecurring: true }, {}],
    ['the loan is for immediate payments only (InterestTooHighForDelayedPayment)', { onlyImmediate: true }, {}],
  ])('when %s then hidden', (_, facts, settings) =>
    expect(recurringAvailable({ ...loan, ...facts }, { ...all, ...settings })).toBe(false),
  );
  it('when delinquent with the delinquent setting then offered', () =>
    expect(recurringAvailable({ ...loan, delinquent: true }, { ...all, allowRecurringWhenDelinquent: true })).toBe(
      true,
    ));
});

describe('frequencies offered (§4 display rules)', () => {
  it('when billing is monthly then semi-monthly and monthly-on-date, not weekly or two-weekly', () =>
    expect(offeredFrequencies(loan, all)).toEqual([
      'OneTime',
      'SemiMonthly',
      'MonthlyOnDate',
      'DaysBeforeDue',
      'OnDueDate',
    ]));
  it('when billing is not monthly then weekly and two-weekly, not semi-monthly or monthly-on-date', () =>
    expect(offeredFrequencies({ ...loan, monthlyBilling: false }, all)).toEqual([
      'OneTime',
      'Weekly',
      'TwoWeeks',
      'DaysBeforeDue',
      'OnDueDate',
    ]));
  it('when an allow setting is off then that frequency is not offered', () =>
    expect(offeredFrequencies(loan, { ...all, allow: { ...all.allow, SemiMonthly: false, OnDueDate: false } })).toEqual(
      ['OneTime', 'MonthlyOnDate', 'DaysBeforeDue'],
    ));
  it('when on due date is forced then only it besides One Time; both forced: both', () => {
    expect(offeredFrequencies(loan, { ...all, forceOnDueDate: true })).toEqual(['OneTime', 'OnDueDate']);
    expect(offeredFrequencies(loan, { ...all, forceOnDueDate: true, forceDaysBeforeDue: true })).toEqual([
      'OneTime',
      'DaysBeforeDue',
      'OnDueDate',
    ]);
  });
  it('when recurring is not available then One Time only, even when forced', () =>
    expect(offeredFrequencies({ ...loan, hasRecurring: true }, { ...all, forceOnDueDate: true })).toEqual(['OneTime']));
});

describe('timing and the recurring option sent', () => {
  it('when one-time today then immediate, later then scheduled, otherwise recurring', () => {
    expect(paymentTiming('OneTime', '2026-11-24', '2026-11-24')).toBe('immediate');
    expect(paymentTiming('OneTime', '2026-11-25', '2026-11-24')).toBe('scheduled');
    expect(paymentTiming('Weekly', '2026-11-25', '2026-11-24')).toBe('recurring');
  });
  it('when two weeks then BiWeekly, monthly on date then DayOfMonth, on due date then DaysBeforeDue', () => {
    expect(recurringOptionOf('TwoWeeks')).toBe('BiWeekly');
    expect(recurringOptionOf('MonthlyOnDate')).toBe('DayOfMonth');
    expect(recurringOptionOf('OnDueDate')).toBe('DaysBeforeDue');
  });
});
