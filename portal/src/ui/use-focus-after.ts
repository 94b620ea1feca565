/**
 * Focus after an outcome that took the focused control away (WCAG 2.4.3): a call disables its form or button
 * while it runs, so focus falls to <body>; once the outcome shows, focus goes to the message or the control
 * the user needs next, instead of leaving a keyboard user at the top of the page.
 */
import { useEffect, useRef } from 'react';

/**
 * After the render in which `outcome` takes a new value that is not null, undefined or false (a mutation's
 * `error`, its `submittedAt` once it succeeded), focuses `target()`. The first value seen is not an outcome.
 */
export function useFocusAfter(outcome: unknown, target: () => HTMLElement | null | undefined): void {
  const seen = useRef(outcome);
  useEffect(() => {
    if (Object.is(outcome, seen.current)) return;
    seen.current = outcome;
    if (outcome !== null && outcome !== undefined && outcome !== false) target()?.focus();
  });
}
