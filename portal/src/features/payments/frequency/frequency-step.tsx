/**
 * getFrequency step (payments spec §2 "Payment Frequency section", §4 "Frequency step", "Pay-now-or-later
 * and payoff", "Scheduling and recurring availability", §5 dates). The dropdown offers what the loan,
 * method and settings allow; One Time shows the date and payoff, DaysBeforeDue its selector, the other
 * recurring frequencies the first-date calendar; OnDueDate is DaysBeforeDue 0 at once.
 */
import { useCallback, useId, useMemo, useState } from 'react';
import { todayOf, type IsoDay } from '@schemas/rules/calendar';
import { oneTimeDayReason, recurringDayReason } from '@schemas/rules/date-availability';
import {
  frequencySettingsFrom,
  offeredFrequencies,
  scheduleBlock,
  type Frequency,
} from '@schemas/rules/frequency-availability';
import { toCents } from '@schemas/rules/money';
import { payoffToggleShown } from '@schemas/rules/payoff';
import { daysBeforeDueChoices, onDueDateAllowed } from '@schemas/rules/recurring-start';
import { usePayoffQuote } from '@/api/payments/get-payoff-quote';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { RichText } from '@/ui/rich-text';
import { Spinner } from '@/ui/spinner';
import type { StepProps } from '../make-payment/payment-steps';
import { oneTimeReasonText, recurringReasonText } from './day-reason-text';
import { frequencyFactsOf, nonPaymentDaysOf, oneTimeDateRules } from './frequency-facts';
import { FREQUENCY_LABEL_KEYS, defaultOneTimeDate } from './frequency-options';
import { OneTimeBlock } from './one-time-block';
import { DaysBeforeDueSelect, RecurringDatePicker } from './recurring-block';
import { useSelectionReport, type Choice } from './use-selection-report';
import './frequency-step.css';

/** The Payment Frequency section. `today` is for tests; the portal uses the borrower's calendar day. */
export function FrequencyStep({
  data,
  value,
  onValid,
  onInvalid,
  headingRef,
  today: givenToday,
}: StepProps<'getFrequency'> & { today?: IsoDay }) {
  const today = givenToday ?? todayOf(new Date());
  const settings = useSettings();
  const selectId = useId();
  const loan = data.selectAccount!;
  const method = data.getMethod!;
  const info = loan.info;
  const fs = frequencySettingsFrom(settings);
  // Kept while the loan, method and day stay: the calendar caches its days' reasons per rule (date-calendar.tsx).
  const dateRules = useMemo(() => oneTimeDateRules(loan, method, settings, today), [loan, method, settings, today]);

  const [frequency, setFrequency] = useState<Frequency>(
    value ? (value.frequency === 'DaysBeforeDue' && value.numDays === 0 ? 'OnDueDate' : value.frequency) : 'OneTime',
  );
  const [date, setDate] = useState<IsoDay | null>(
    value?.date ?? defaultOneTimeDate(dateRules, info.AdjustedACHPaymentDateAfterCutoffTime ?? null),
  );
  const [recurringDate, setRecurringDate] = useState<IsoDay | null>(
    value && value.frequency !== 'OneTime' ? value.date : null,
  );
  const [numDays, setNumDays] = useState<number | null>(
    value?.frequency === 'DaysBeforeDue' && value.numDays ? value.numDays : null,
  );
  const [payoff, setPayoff] = useState(value?.payoff.isPayoff ?? false);
  const [quoteFailed, setQuoteFailed] = useState(false);

  const facts = frequencyFactsOf(loan, method, today, payoff);
  const dueDate = info.DueDate ?? null;
  const dbdChoices = dueDate
    ? daysBeforeDueChoices(dueDate, facts.monthlyBilling, today, info.NonPaymentDays ?? [])
    : [];
  // Only what the host will accept (decision 312): no days-before-due without a choice, no on-due-date on a day it
  // refuses.
  const offered = offeredFrequencies(facts, fs).filter(
    (f) =>
      (f !== 'DaysBeforeDue' || dbdChoices.length > 0) &&
      (f !== 'OnDueDate' || (dueDate !== null && onDueDateAllowed(dueDate, dateRules))),
  );
  const block = scheduleBlock(facts, fs);
  const pickerDisabled = method.kind === 'wallet' || block !== undefined;
  // §4: the overdue notice shows whenever a past-due block applies, even when delinquency is listed first.
  const overdueTodayOnly = block !== undefined && facts.pastDue && fs.blockScheduledWhenPastDue;
  const oneTimeDate = pickerDisabled ? today : date;
  const oneTimeReason = oneTimeDate ? oneTimeDayReason(oneTimeDate, dateRules) : 'past';
  const isCard = method.kind === 'card';
  const futurePayoffAllowed = isCard ? fs.allowFuturePayoffCard : fs.allowFuturePayoffAch;
  const payoffShown = payoffToggleShown({
    payoffAmount: info.PayOffAmount ?? 0,
    hideToggle: settings.flag('generalPaymentOptions.hidePayoffToggleOption'),
    maxPayoffPercent: settings.isSet('generalPaymentOptions.maxPayoffPercentOption')
      ? settings.number('generalPaymentOptions.maxPayoffPercentOption')
      : undefined,
    isCard,
    cardMaximum: settings.number('cardPaymentOptions.maximumCardPaymentAmountOption'),
    futureDate: !!oneTimeDate && oneTimeDate > today,
    futurePayoffAllowed,
  });
  const isPayoff = frequency === 'OneTime' && payoff && payoffShown;
  const futureQuote = isPayoff && !!oneTimeDate && oneTimeDate > today && !oneTimeReason;
  const quote = usePayoffQuote(loan.accountNumber, futureQuote ? oneTimeDate : undefined);
  if (futureQuote && quote.isError && !quoteFailed) {
    // §4: on failure payoff is unchecked, the selection is invalid and the text shows until the borrower changes
    // something.
    setPayoff(false);
    setQuoteFailed(true);
  }
  const quoteCents = !isPayoff ? undefined : futureQuote ? quote.data : toCents(info.PayOffAmount ?? 0);

  const schedule =
    frequency === 'SemiMonthly' || frequency === 'MonthlyOnDate' || frequency === 'Weekly' || frequency === 'TwoWeeks'
      ? frequency
      : null;
  const recurringRules = useMemo(
    () => schedule && { ...dateRules, schedule, nonPaymentDays: nonPaymentDaysOf(loan) },
    [schedule, dateRules, loan],
  );
  const recurringReason = useCallback(
    (day: IsoDay) => {
      const reason = recurringRules ? recurringDayReason(day, recurringRules) : undefined;
      return (
        reason &&
        recurringReasonText(reason, settings, recurringRules && recurringRules.schedule === 'SemiMonthly' ? 28 : 30)
      );
    },
    [recurringRules, settings],
  );
  const oneTimeReasonOf = useCallback(
    (day: IsoDay) => {
      const reason = oneTimeDayReason(day, dateRules);
      return reason && oneTimeReasonText(reason, settings, dateRules.maxDaysAhead);
    },
    [dateRules, settings],
  );

  const payoffPart = { isPayoff, quote: isPayoff ? (quoteCents ?? null) : null };
  let choice: Choice = null;
  if (!quoteFailed && offered.includes(frequency)) {
    if (frequency === 'OneTime' && oneTimeDate && !oneTimeReason && (!isPayoff || quoteCents !== undefined))
      choice = { frequency, date: oneTimeDate, numDays: null, payoff: payoffPart };
    if (frequency === 'OnDueDate')
      choice = { frequency: 'DaysBeforeDue', date: null, numDays: 0, payoff: { isPayoff: false, quote: null } };
    if (frequency === 'DaysBeforeDue' && numDays !== null && dbdChoices.includes(numDays))
      choice = { frequency, date: null, numDays, payoff: { isPayoff: false, quote: null } };
    if (recurringRules && recurringDate && !recurringDayReason(recurringDate, recurringRules))
      choice = {
        frequency: recurringRules.schedule,
        date: recurringDate,
        numDays: null,
        payoff: { isPayoff: false, quote: null },
      };
  }
  const fee = useSelectionReport(choice, method, loan.accountNumber, today, { value, onValid, onInvalid });

  const changed = () => setQuoteFailed(false);
  const chooseFrequency = (next: Frequency) => {
    if (next === frequency) return;
    changed();
    setFrequency(next);
    // §4: any change of frequency first reports 'not valid', except OnDueDate (valid at once).
    if (next !== 'OnDueDate') onInvalid();
  };

  return (
    <section aria-labelledby="payment-frequency-heading" className="frequency-step">
      <h2 id="payment-frequency-heading" ref={headingRef} tabIndex={-1}>
        {settings.text('paymentFrequency.heading')}
      </h2>
      <div className="form-field">
        <label className="form-field__label" htmlFor={selectId}>
          {settings.text('paymentFrequency.frequencyLabel')}
        </label>
        <select
          id={selectId}
          className="form-field__input"
          value={frequency}
          onChange={(event) => chooseFrequency(event.target.value as Frequency)}
        >
          {offered.map((f) => (
            <option key={f} value={f}>
              {settings.text(FREQUENCY_LABEL_KEYS[f])}
            </option>
          ))}
        </select>
      </div>
      {frequency === 'OneTime' && (
        <OneTimeBlock
          today={today}
          date={oneTimeDate}
          onDate={(day) => (changed(), setDate(day))}
          reasonOf={oneTimeReasonOf}
          pickerDisabled={pickerDisabled}
          overdueTodayOnly={overdueTodayOnly}
          dateError={
            oneTimeDate ? oneTimeReason && oneTimeReasonOf(oneTimeDate) : settings.text('paymentAmount.dateRequired')
          }
          payoffShown={payoffShown}
          payoff={isPayoff}
          onPayoff={(checked) => (changed(), setPayoff(checked))}
          quote={quoteCents}
          quotePending={futureQuote && quote.isFetching}
          quoteFailed={quoteFailed}
        />
      )}
      {frequency === 'DaysBeforeDue' && (
        <DaysBeforeDueSelect choices={dbdChoices} value={numDays} onChange={(days) => (changed(), setNumDays(days))} />
      )}
      {schedule && (
        <RecurringDatePicker
          today={today}
          semiMonthly={schedule === 'SemiMonthly'}
          date={recurringDate}
          onDate={(day) => (changed(), setRecurringDate(day))}
          reasonOf={recurringReason}
        />
      )}
      {fee.loading && <Spinner variant="large" label={settings.text('paymentFrequency.heading')} />}
      {fee.failed && <ErrorBanner>{settings.text('paymentFrequency.feeError')}</ErrorBanner>}
      {frequency !== 'OneTime' && (
        <RichText
          className="frequency-step__recurring-message"
          html={settings.richText('paymentFrequency.recurringMessage')}
        />
      )}
    </section>
  );
}
