/**
 * A message that shows for a while and goes by itself: the saved check marks (accounts §2, §4, §9), the
 * contact-change outcome (4 s) and the payment-method delete note (payments §9, 5 s). One timer per message;
 * showing it again, the same or another, starts its time over.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** Accounts §9: "Check mark display 3 s (3000 ms)". */
export const CHECK_MARK_MS = 3000;

/** What {@link useTransientMessage} gives: the message while it shows (else null) and its controls. */
export interface TransientMessage<T> {
  value: T | null;
  shown: boolean;
  /** Shows `value` for the hook's time. */
  show(value: T): void;
  /** Takes it away now (a new edit, Cancel). */
  hide(): void;
}

/** A message shown for `ms` milliseconds after `show`. */
export function useTransientMessage<T>(ms: number): TransientMessage<T> {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setValue(null);
  }, []);
  const show = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      setValue(() => next);
      timer.current = setTimeout(() => setValue(null), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { value, shown: value !== null, show, hide };
}
