/**
 * The recurring controls (payments spec §4 "Frequency step", §5 "Recurring date", "Days before due"):
 * the 'Day(s) before due date' selector for DaysBeforeDue, or the first-date calendar for Weekly,
 * TwoWeeks, SemiMonthly and MonthlyOnDate (semi-monthly with its notice and second date).
 */
import { useId } from 'react';
import { addDays, type IsoDay } from '@schemas/rules/calendar';
import { dateText } from '@schemas/rules/host-format';
import { useLanguage } from '@/settings/language';
import { useSettings } from '@/settings/use-settings';
import { DateCalendar } from './date-calendar';

/** Props of the days-before-due selector. */
export interface DaysBeforeDueProps {
  choices: readonly number[];
  value: number | null;
  onChange: (days: number) => void;
}

/** 'Day(s) before due date': 1-9 (1-3 when not monthly) without non-payment dates. */
export function DaysBeforeDueSelect({ choices, value, onChange }: DaysBeforeDueProps) {
  const settings = useSettings();
  const id = useId();
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {settings.text('paymentFrequency.daysBeforeDueSelectLabel')}
      </label>
      <select
        id={id}
        className="form-field__input"
        value={value ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        <option value="" disabled>
          —
        </option>
        {choices.map((days) => (
          <option key={days} value={days}>
            {days}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Props of the first-date picker. */
export interface RecurringDateProps {
  today: IsoDay;
  semiMonthly: boolean;
  date: IsoDay | null;
  onDate: (day: IsoDay) => void;
  reasonOf: (day: IsoDay) => string | undefined;
}

/** The first recurring date; semi-monthly shows the notice and the second date, 14 days later. */
export function RecurringDatePicker({ today, semiMonthly, date, onDate, reasonOf }: RecurringDateProps) {
  const settings = useSettings();
  const language = useLanguage();
  const label = settings.text('paymentFrequency.firstPaymentDateLabel');
  return (
    <fieldset className="frequency-step__date">
      <legend className="form-field__label">{label}</legend>
      <p className="frequency-step__chosen" aria-live="polite">
        {dateText(date, language, 'full')}
      </p>
      <DateCalendar
        label={label}
        value={date}
        onChange={onDate}
        reasonOf={reasonOf}
        initialMonth={date ?? addDays(today, 1)}
      />
      {semiMonthly && <p className="frequency-step__notice">{settings.text('paymentFrequency.semiMonthlyNotice')}</p>}
      {semiMonthly && date && (
        <p className="frequency-step__notice">
          {settings.text('paymentFrequency.secondPaymentDate', {
            date: dateText(addDays(date, 14), language),
          })}
        </p>
      )}
    </fieldset>
  );
}
