/**
 * Focus for the steps a user's choice reveals (payments spec §2 "Each valid choice reveals the next step";
 * each newly revealed step is announced to screen readers: focus moves to its heading).
 *
 * The target is the step right after the one the user last acted in, not the flow's current step: a
 * choice may reveal several steps at once when the later ones start valid (a one-time payment today, the
 * amount due), and focus then belongs on the first of them, not at the bottom of the page. The step's
 * key changes when it is reset and mounted afresh, which moves focus there again. Focus is not taken
 * from a text field being typed in, so a step that turns valid mid-typing does not pull the caret away.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { PaymentStepId } from './payment-steps';

const typing = 'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]), textarea';

/**
 * Moves focus to the heading of `step` inside `root` when, for the same `actedIn`, `step` or its `key`
 * changes to a shown step. A new `actedIn` (the user pressed or clicked somewhere else) only records
 * where things stand: moving focus on pointer-down would scroll the page under the pointer and lose the click.
 */
export function useRevealFocus(
  root: RefObject<HTMLElement | null>,
  actedIn: PaymentStepId | null,
  step: PaymentStepId | undefined,
  key: string | undefined,
): void {
  const seen = useRef<{ actedIn: PaymentStepId | null; at: string }>({ actedIn: null, at: '' });
  useEffect(() => {
    const at = step && key !== undefined ? `${step}:${key}` : '';
    const before = seen.current;
    seen.current = { actedIn, at };
    if (!step || at === '' || before.actedIn !== actedIn || before.at === at) return;
    // After the renders this choice still causes in the same task (the later steps report their defaults from
    // layout effects): focus lays the page out, and doing it once with every revealed step in place lays it out
    // once instead of once per step (decision 280).
    queueMicrotask(() => {
      if (seen.current.at !== at) return;
      const active = document.activeElement;
      if (active instanceof HTMLElement && active.matches(typing)) return;
      const wrapper = root.current?.querySelector(`[data-payment-step="${step}"]`);
      const heading = wrapper?.querySelector<HTMLElement>('h2[tabindex="-1"]') ?? wrapper?.querySelector<HTMLElement>('[tabindex="-1"]');
      heading?.focus();
    });
  }, [root, actedIn, step, key]);
}
