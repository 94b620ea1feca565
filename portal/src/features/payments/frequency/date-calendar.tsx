/**
 * A month calendar that shows which days can be chosen and, for a day that cannot, why
 * (decision 212). A WAI-ARIA date grid: one tab stop, arrow keys move a day or a week, Home/End
 * the week's ends, PageUp/PageDown a month; a day that cannot be chosen stays focusable (aria-disabled)
 * so a screen reader reads its reason, which also shows under the grid for sighted keyboard users.
 */
import {
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { addDays, addMonths, dayOfWeek, monthEnd, monthStart, type IsoDay } from '@schemas/rules/calendar';
import { fillPlaceholders } from '@schemas/settings/reader';
import { useLanguage } from '@/settings/language';
import { useSettings } from '@/settings/use-settings';
import { calendarNamesOf, monthAndDay, monthTitle, spokenDay } from './calendar-names';
import { CalendarDay, type DayFacts } from './calendar-day';
import './date-calendar.css';

/** Props of the calendar. */
export interface DateCalendarProps {
  /** The field's label (the grid is named by it and the month). */
  label: string;
  value: IsoDay | null;
  onChange: (day: IsoDay) => void;
  /** The text saying why a day cannot be chosen, or undefined when it can. */
  reasonOf: (day: IsoDay) => string | undefined;
  /** A day of the month shown first when nothing is chosen. */
  initialMonth: IsoDay;
  /** The whole calendar is read-only (e.g. scheduling not possible). */
  disabled?: boolean;
}

/** The weeks of the month of `day`, Sunday first; days of other months are null. */
function weeksOf(day: IsoDay): (IsoDay | null)[][] {
  const first = monthStart(day);
  const last = monthEnd(day);
  const cells: (IsoDay | null)[] = Array<IsoDay | null>(dayOfWeek(first)).fill(null);
  for (let d = first; d <= last; d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (IsoDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Where a key moves the focused day; undefined for other keys. */
function moveBy(key: string, day: IsoDay): IsoDay | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -dayOfWeek(day));
    case 'End':
      return addDays(day, 6 - dayOfWeek(day));
    case 'PageUp':
      return addMonths(day, -1);
    case 'PageDown':
      return addMonths(day, 1);
    default:
      return undefined;
  }
}

/** The calendar grid. */
export function DateCalendar({ label, value, onChange, reasonOf, initialMonth, disabled = false }: DateCalendarProps) {
  const id = useId();
  const settings = useSettings();
  const language = useLanguage();
  const names = useMemo(() => calendarNamesOf(settings, language), [settings, language]);
  const [focused, setFocused] = useState<IsoDay>(value ?? initialMonth);
  const [keyboardMoved, setKeyboardMoved] = useState(false);
  const grid = useRef<HTMLTableElement>(null);
  const month = monthStart(focused);
  // The month's days render one frame after the calendar first appears (a transition): the choice that reveals
  // the calendar (a payment method, a frequency) paints at once, with the grid's room kept (decision 280).
  const gridShown = useDeferredValue(true, false);
  // The per-day availability lookup, once per month and rule (an arrow key within the month reuses it):
  // reasonOf and spokenDay together cost more than the rest of a render.
  const weeks = useMemo(
    () =>
      weeksOf(month).map((week) =>
        week.map((day): DayFacts | null => {
          if (!day || !gridShown) return null;
          const reason = disabled ? undefined : reasonOf(day);
          return {
            day,
            reason,
            label: reason
              ? fillPlaceholders(names.notAvailable, { day: spokenDay(day, names), reason })
              : spokenDay(day, names),
          };
        }),
      ),
    [month, reasonOf, disabled, gridShown, names],
  );
  const focusedReason = weeks.flat().find((facts) => facts?.day === focused)?.reason;

  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    // A new value from outside (another frequency, a reset) brings its month into view.
    setShownValue(value);
    if (value) setFocused(value);
  }

  useEffect(() => {
    // Move DOM focus only after a key press inside the grid, never on render (it would steal focus).
    if (keyboardMoved) grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focused, keyboardMoved]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = moveBy(event.key, focused);
    if (!next) return;
    event.preventDefault();
    setKeyboardMoved(true);
    setFocused(next);
  };
  // Previous/Next month keep focus on themselves: focus follows the days only while the keys move it in the grid.
  const showMonth = (months: number) => {
    setKeyboardMoved(false);
    setFocused(addMonths(focused, months));
  };
  const choose = (day: IsoDay) => {
    setFocused(day);
    if (!disabled && reasonOf(day) === undefined) onChange(day);
  };
  const monthLabel = monthTitle(focused, names);

  if (!gridShown)
    return (
      <div className="date-calendar date-calendar--pending" style={{ '--weeks': weeks.length } as CSSProperties} />
    );
  return (
    <div className="date-calendar" aria-disabled={disabled || undefined}>
      <div className="date-calendar__bar">
        <button
          type="button"
          className="date-calendar__nav"
          onClick={() => showMonth(-1)}
          aria-label={names.previousMonth}
          disabled={disabled}
        >
          ‹
        </button>
        <p className="date-calendar__month" id={`${id}-month`} aria-live="polite">
          {monthLabel}
        </p>
        <button
          type="button"
          className="date-calendar__nav"
          onClick={() => showMonth(1)}
          aria-label={names.nextMonth}
          disabled={disabled}
        >
          ›
        </button>
      </div>
      <table
        role="grid"
        ref={grid}
        className="date-calendar__grid"
        aria-label={`${label}, ${monthLabel}`}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {names.weekdayAbbreviations.map((name, i) => (
              <th key={i} scope="col" abbr={names.weekdays[i]}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)?.day ?? ''}>
              {week.map((facts, i) =>
                facts ? (
                  <CalendarDay
                    key={facts.day}
                    facts={facts}
                    selected={facts.day === value}
                    tabbable={facts.day === focused}
                    disabled={disabled}
                    onChoose={choose}
                    onFocusDay={setFocused}
                  />
                ) : (
                  <td key={`empty-${i}`} role="gridcell" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="date-calendar__why" aria-live="polite">
        {!disabled && focusedReason ? `${monthAndDay(focused, names)}: ${focusedReason}` : ''}
      </p>
    </div>
  );
}
