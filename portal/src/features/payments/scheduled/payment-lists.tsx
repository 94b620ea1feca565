/**
 * The scheduled-payment list and the recurring-payment panel of the make-payment screen, each shown only
 * when such payments exist (payments spec §2). Seam: replaced by the lists work (issue 12).
 */
import type { SelectedLoan } from '../make-payment/payment-steps';

/** Props: the chosen loan; `onChanged` gets the account's new token after a deletion. */
export interface PaymentListsProps {
  readonly loan: SelectedLoan;
  readonly onChanged: (newToken: string) => void;
}

/** Nothing until the lists are built. */
export function PaymentLists(props: PaymentListsProps) {
  void props;
  return null;
}
