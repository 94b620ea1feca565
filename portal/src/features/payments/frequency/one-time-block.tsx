/**
 * The pay-now-or-later block (payments spec §4 "Pay-now-or-later and payoff"): the one-time date on the
 * calendar, the 'Pay off the full amount' toggle and its quote line. The step owns the state; this block
 * shows it and reports changes.
 */
import { formatCurrency, type Cents } from '@schemas/rules/money';
import type { IsoDay } from '@schemas/rules/calendar';
import { dateText } from '@schemas/rules/host-format';
import { useLanguage } from '@/settings/language';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { LiveMessage } from '@/ui/live-message';
import { Spinner } from '@/ui/spinner';
import { DateCalendar } from './date-calendar';

/** Props of the block. */
export interface OneTimeBlockProps {
  today: IsoDay;
  date: IsoDay | null;
  onDate: (day: IsoDay) => void;
  reasonOf: (day: IsoDay) => string | undefined;
  /** The date picker is read-only (not ACH or card, scheduling not possible, or payoff without future payoff). */
  pickerDisabled: boolean;
  /** 'Overdue loan payment can only be made today'. */
  overdueTodayOnly: boolean;
  /** The error under the date (the chosen date is not allowed). */
  dateError: string | undefined;
  payoffShown: boolean;
  payoff: boolean;
  onPayoff: (checked: boolean) => void;
  /** The quote in cents once known; pending while it loads. */
  quote: Cents | undefined;
  quotePending: boolean;
  quoteFailed: boolean;
}

/** The one-time date and payoff controls. */
export function OneTimeBlock(props: OneTimeBlockProps) {
  const settings = useSettings();
  const language = useLanguage();
  const { today, date } = props;
  const dateLabel = settings.text('paymentFrequency.paymentDateLabel');
  const quoteLabel =
    date && date !== today
      ? settings.text('paymentFrequency.payoffOnDate', { date: dateText(date, language) })
      : settings.text('paymentFrequency.payoffToday');
  return (
    <div className="frequency-step__block">
      <fieldset className="frequency-step__date">
        <legend className="form-field__label">{dateLabel}</legend>
        <p className="frequency-step__chosen" aria-live="polite">
          {dateText(date, language, 'full')}
        </p>
        <DateCalendar
          label={dateLabel}
          value={date}
          onChange={props.onDate}
          reasonOf={props.reasonOf}
          initialMonth={date ?? today}
          disabled={props.pickerDisabled}
        />
        {props.overdueTodayOnly && (
          <p className="frequency-step__notice">{settings.text('paymentFrequency.overdueTodayOnly')}</p>
        )}
        <LiveMessage alert className="form-field__error" text={props.dateError} />
      </fieldset>
      {props.payoffShown && (
        <label className="check-row">
          <input type="checkbox" checked={props.payoff} onChange={(event) => props.onPayoff(event.target.checked)} />
          {settings.text('paymentFrequency.payoffLabel')}
        </label>
      )}
      {props.payoff && props.quotePending && (
        <Spinner variant="large" label={settings.text('paymentFrequency.payoffLabel')} />
      )}
      {props.payoff && props.quote !== undefined && !settings.flag('paymentFrequency.payOffAmountHidden') && (
        <p className="frequency-step__quote">
          {quoteLabel} <strong>{formatCurrency(props.quote)}</strong>
        </p>
      )}
      {props.quoteFailed && !settings.flag('paymentFrequency.payoffQuoteErrorHidden') && (
        <ErrorBanner>{settings.text('paymentFrequency.payoffQuoteError')}</ErrorBanner>
      )}
    </div>
  );
}
