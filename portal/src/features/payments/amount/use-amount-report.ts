/**
 * When the amount step reports its selection to the screen's flow (decision 268).
 * A report re-renders the screen and the submit step, so a keystroke that only changes one valid amount
 * into another is reported after a pause in typing, on blur, or when Make Payment asks for it
 * (`PendingReport.flush`), instead of on every key. Everything the borrower sees follows the typed text at
 * once (messages, total); what the flow holds changes at once whenever the step turns valid or invalid,
 * so the Make Payment button is shown exactly while the typed amount is valid, and a change that is not
 * typed (Pay Amount Due, clamping) is reported at once too.
 */
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import type { PendingReport } from '../make-payment/pending-report';
import type { AmountSelection, StepProps } from '../make-payment/payment-steps';

/** How long typing may pause before a typed amount goes to the flow (a Make Payment press does not wait). */
export const REPORT_PAUSE_MS = 300;

const same = (a: AmountSelection | null | undefined, b: AmountSelection | null | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Reports `selection` (null while the input is invalid) through `onValid` / `onInvalid`; `typed` says
 * the last change came from a key in a text field. Returns `flush`, which reports a waiting value now.
 */
export function useAmountReport(
  selection: AmountSelection | null,
  typed: boolean,
  { value, onValid, onInvalid }: Pick<StepProps<'getAmount'>, 'value' | 'onValid' | 'onInvalid'>,
  pending: PendingReport | undefined,
): () => void {
  const latest = useRef({ selection, typed, value, onValid, onInvalid });
  // Before the effects below and before any later event: flush reads the newest render's values.
  useLayoutEffect(() => {
    latest.current = { selection, typed, value, onValid, onInvalid };
  });
  const reportLatest = useCallback(() => {
    const { selection: typedSelection, value: reported, onValid: report } = latest.current;
    if (typedSelection && !same(typedSelection, reported)) report(typedSelection);
  }, []);
  const later = useDebouncedCallback(reportLatest, REPORT_PAUSE_MS);
  const flush = useCallback(() => {
    later.cancel();
    reportLatest();
  }, [later, reportLatest]);
  useEffect(() => {
    pending?.register(flush);
    return () => {
      pending?.register(null);
      later.cancel();
    };
  }, [pending, flush, later]);

  const outcome = selection ? JSON.stringify(selection) : 'invalid';
  // Also when the value was cleared from outside: a valid amount reports again.
  const cleared = value === undefined;
  // A layout effect: a report renders the flow before the browser paints, in the same task as the change that
  // caused it (the step mounting with a valid amount shows Make Payment in the same frame, decision 280).
  useLayoutEffect(() => {
    const { value: reported, typed: fromKeys, onInvalid: invalid } = latest.current;
    later.cancel();
    if (outcome === 'invalid') {
      if (reported !== undefined) invalid();
    } else if (reported === undefined || !fromKeys || pending?.eager()) flush();
    else if (JSON.stringify(reported) !== outcome) later();
  }, [outcome, cleared, flush, later, pending]);
  return flush;
}
