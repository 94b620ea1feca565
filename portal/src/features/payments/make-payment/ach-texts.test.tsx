import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSettings } from '@/settings/settings-store';
import { renderWithSettings } from '@/testing/render-with-settings';
import { addDays, todayOf } from '@schemas/rules/calendar';
import { AchTexts } from './ach-texts';
import type { FrequencySelection, PaymentSteps } from './payment-steps';

afterEach(() => resetSettings());

const today = todayOf(new Date());
const ach = {
  kind: 'ach',
  source: 'saved',
  ach: { AccountType: 'Checking', AccountNumber: '4321', ProfileId: 'ach-1' },
} as const;
const freq = (frequency: FrequencySelection['frequency'], date: string | null): FrequencySelection => ({
  frequency,
  date,
  numDays: null,
  thirdPartyFee: 0,
  payoff: { isPayoff: false, quote: null },
});
const texts = {
  'payment.achRecurringText': '<p>Recurring ACH note</p>',
  'payment.achScheduledText': '<p>Scheduled ACH note</p>',
  'payment.achImmediateText': '<p>Immediate ACH note</p>',
};
const show = (data: Partial<PaymentSteps>, settings: Record<string, string> = texts) =>
  renderWithSettings(<AchTexts data={data} />, { settings });

describe('optional ACH texts (payments spec §2 "Optional explanatory ACH texts for recurring, scheduled and immediate ACH")', () => {
  it('when ACH is paid today then the immediate text shows', () => {
    show({ getMethod: ach, getFrequency: freq('OneTime', today) });
    expect(screen.getByText('Immediate ACH note')).toBeInTheDocument();
  });
  it('when ACH is dated later then the scheduled text shows', () => {
    show({ getMethod: ach, getFrequency: freq('OneTime', addDays(today, 3)) });
    expect(screen.getByText('Scheduled ACH note')).toBeInTheDocument();
  });
  it('when ACH recurs then the recurring text shows unless achRecurringTextHidden', () => {
    const { unmount } = show({ getMethod: ach, getFrequency: freq('MonthlyOnDate', addDays(today, 3)) });
    expect(screen.getByText('Recurring ACH note')).toBeInTheDocument();
    unmount();
    show(
      { getMethod: ach, getFrequency: freq('MonthlyOnDate', addDays(today, 3)) },
      { ...texts, 'payment.achRecurringTextHidden': 'true' },
    );
    expect(screen.queryByText('Recurring ACH note')).not.toBeInTheDocument();
  });
  it('when the method is a card then no ACH text shows', () => {
    show({ getMethod: { kind: 'wallet', wallet: 'PayPal' }, getFrequency: freq('OneTime', today) });
    expect(screen.queryByText(/ACH note/)).not.toBeInTheDocument();
  });
});
