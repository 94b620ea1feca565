/** The method a new-method modal hands back to the payment screen (payments spec §4 "New method"). */
import type { ChosenMethod } from '../make-payment/payment-steps';

/** What the modal reports when it closes with a method. */
export type AddedMethod =
  /** Saved on the server: the screen reloads the list and preselects the method by its last four digits. */
  | { saved: true; kind: 'card' | 'ach'; lastFour: string }
  /** Used once: the payload stays in the screen's state until the submit request. */
  | { saved: false; method: Extract<ChosenMethod, { source: 'singleUse' }> };
