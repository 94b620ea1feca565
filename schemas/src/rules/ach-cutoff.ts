/**
 * ACH cut-off time (payments spec section 3: BlockImmediateACHPaymentsAfterCutoffTime and
 * AdjustedACHPaymentDateAfterCutoffTime): after the institution's daily cut-off an ACH payment can no
 * longer be sent today, so the immediate ACH payment is blocked and the earliest ACH date moves to the
 * next business day. Pure: the moment, cut-off and zone are passed in. See decision 160.
 */
import { addDays, nextBusinessDay, type IsoDay } from './calendar.ts';

/** Cut-off an institution without the `AchCutoffTime` option uses: 5 pm, a common ACH origination deadline. */
export const DEFAULT_ACH_CUTOFF = '17:00';

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an "HH:mm" text; undefined when malformed. */
export function minutesOfDay(text: string): number | undefined {
  const m = HH_MM.exec(text.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

/** The wall-clock date (yyyy-MM-dd) and minutes after midnight of `moment` in `timeZone` (IANA name). */
export function wallClockOf(moment: Date, timeZone: string): { date: IsoDay; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(moment);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** The two payment-info fields the cut-off decides. */
export interface AchCutoffState {
  /** True from the cut-off minute on: no immediate ACH payment today. */
  blockImmediate: boolean;
  /** The earliest ACH payment date once past the cut-off (next business day), else null. */
  adjustedDate: IsoDay | null;
}

/**
 * The cut-off state at `moment`: blocked at or after `cutoff` ("HH:mm", the default when malformed) on
 * the institution's wall clock; the adjusted date is the first business day after that day.
 */
export function achCutoffState(moment: Date, cutoff: string, timeZone: string): AchCutoffState {
  const limit = minutesOfDay(cutoff) ?? minutesOfDay(DEFAULT_ACH_CUTOFF)!;
  const wall = wallClockOf(moment, timeZone);
  if (wall.minutes < limit) return { blockImmediate: false, adjustedDate: null };
  return { blockImmediate: true, adjustedDate: nextBusinessDay(addDays(wall.date, 1)) };
}
