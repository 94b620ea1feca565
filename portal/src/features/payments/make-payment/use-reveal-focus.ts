/**
 * Focus for the steps a user's choice reveals (payments spec §2 "Each valid choice reveals the next step";
 * each newly revealed step is announced to screen readers: focus moves to its heading).
 *
 * The target is the step right after the one the user last acted in, not the flow's current step: a
 * choice may reveal several steps at once when the later ones start valid (a one-time payment today, the
 * amount due), and focus then belongs on the first of them, not at the bottom of the page. The step's
 * key changes when it is reset and mounted afresh, which moves focus there again.
 *
 * Only an explicit action moves focus (WCAG 3.2.2 "On input", decision 330): focus is not taken from a text
 * field being typed in, nor from a select whose value changed (ArrowDown steps through a list of 50 loans),
 * so the user keeps the control that changed and reaches the revealed step with Tab. A pressed button that
 * revealed controls of its own step (Card showing the Payment Method select) hands focus to the first of
 * them, marked `data-reveal-focus`, instead of skipping past them to the next step's heading.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { PaymentStepId } from './payment-steps';

/** Controls whose value changes as the user types or arrows through them: a change there is not an explicit action. */
const editing =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]), textarea, select';
/** A step's own controls that a pressed button revealed, focused ahead of the next step's heading. */
const revealedInStep = '[data-reveal-focus] :is(select, button, input, a[href]):not(:disabled)';

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
      if (active instanceof HTMLElement && active.matches(editing)) return;
      const actedStep = actedIn ? root.current?.querySelector(`[data-payment-step="${actedIn}"]`) : null;
      const own = actedStep?.querySelector<HTMLElement>(revealedInStep);
      // Only for the button that revealed them (above them in the step), not for a choice made among them.
      if (own && actedStep?.contains(active) && !own.closest('[data-reveal-focus]')?.contains(active)) {
        own.focus();
        return;
      }
      const wrapper = root.current?.querySelector(`[data-payment-step="${step}"]`);
      const heading =
        wrapper?.querySelector<HTMLElement>('h2[tabindex="-1"]') ??
        wrapper?.querySelector<HTMLElement>('[tabindex="-1"]');
      heading?.focus();
    });
  }, [root, actedIn, step, key]);
}
