/**
 * One day of the date calendar, memoized (decision 266): an arrow key changes the
 * roving tab stop of two days, so only those two cells render again, not the whole month. The one `memo` the
 * React Compiler does not replace: it caches a list's elements as one block, not cell by cell (decision 386).
 */
import { memo } from 'react';
import type { IsoDay } from '@schemas/rules/calendar';

/** What a cell shows of its day, computed once per month and availability rule (date-calendar.tsx). */
export interface DayFacts {
  readonly day: IsoDay;
  /** Why the day cannot be chosen, or undefined. */
  readonly reason: string | undefined;
  /** The accessible name: the spoken day, and its reason when it cannot be chosen. */
  readonly label: string;
}

/** Props of {@link CalendarDay}; the callbacks keep their identity across renders. */
export interface CalendarDayProps {
  readonly facts: DayFacts;
  readonly selected: boolean;
  /** The grid's one tab stop. */
  readonly tabbable: boolean;
  readonly disabled: boolean;
  readonly onChoose: (day: IsoDay) => void;
  readonly onFocusDay: (day: IsoDay) => void;
}

/**
 * A grid cell with the day's button; a day that cannot be chosen stays focusable (aria-disabled) so its reason is read.
 */
export const CalendarDay = memo(function CalendarDay({
  facts,
  selected,
  tabbable,
  disabled,
  onChoose,
  onFocusDay,
}: CalendarDayProps) {
  const { day, reason } = facts;
  return (
    <td role="gridcell" aria-selected={selected}>
      <button
        type="button"
        tabIndex={tabbable ? 0 : -1}
        className={`date-calendar__day${reason ? ' date-calendar__day--unavailable' : ''}${selected ? ' date-calendar__day--selected' : ''}`}
        aria-disabled={disabled || reason !== undefined || undefined}
        aria-label={facts.label}
        title={reason}
        onClick={() => onChoose(day)}
        onFocus={() => onFocusDay(day)}
      >
        {Number(day.slice(8))}
      </button>
    </td>
  );
});
