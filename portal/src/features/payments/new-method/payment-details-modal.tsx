/**
 * The Payment Details modal: new card or new ACH form, 'Save Payment Profile', Cancel and Continue (payments
 * spec §2, §4 "New method"). Seam: replaced by the new-method work (issue 11).
 */
import type { ChosenMethod, SelectedLoan } from '../make-payment/payment-steps';

/** What the modal reports when it closes with a method. */
export type AddedMethod =
  /** Saved on the server: the screen reloads the list and preselects the method by its last four digits. */
  | { saved: true; kind: 'card' | 'ach'; lastFour: string }
  /** Used once: the payload stays in the screen's state until the submit request. */
  | { saved: false; method: Extract<ChosenMethod, { source: 'singleUse' }> };

/** Props of the modal. */
export interface PaymentDetailsModalProps {
  readonly kind: 'card' | 'ach';
  readonly loan: SelectedLoan;
  /** 'Save Payment Profile' offered (card or ACH profiles allowed for this user). */
  readonly saveAllowed: boolean;
  /** Saving allowed but single use not: the method is saved without asking. */
  readonly saveForced: boolean;
  readonly onClose: () => void;
  readonly onAdded: (added: AddedMethod) => void;
}

/** Nothing until the forms are built. */
export function PaymentDetailsModal(props: PaymentDetailsModalProps) {
  void props;
  return null;
}
