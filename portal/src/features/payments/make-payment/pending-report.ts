/**
 * A step's value that the borrower has typed but the step has not reported to the flow yet (decision 268):
 * the amount step reports a typed amount after a pause or on blur, and the submit step asks for it first
 * (`flush`) when Make Payment is pressed, so a click right after typing confirms the typed amount.
 */
import { useState } from 'react';

/** The screen's link between the step that holds a typed value and the step that must see it before use. */
export interface PendingReport {
  /** The holding step registers how to report its typed value now (null when it unmounts). */
  register: (flush: (() => void) | null) => void;
  /** Reports the typed value now, if one waits; its update joins the caller's event. */
  flush: () => void;
  /** While on, every typed value is reported at once (a stopped submit step: another amount enables it again). */
  setEager: (eager: boolean) => void;
  eager: () => boolean;
}

/** A pending report of constant identity for the screen's lifetime (so memoized steps keep their props). */
export function usePendingReport(): PendingReport {
  const [report] = useState<PendingReport>(() => {
    let current: (() => void) | null = null;
    let eager = false;
    return {
      setEager: (on) => {
        eager = on;
      },
      eager: () => eager,
      register: (flush) => {
        current = flush;
      },
      flush: () => current?.(),
    };
  });
  return report;
}
