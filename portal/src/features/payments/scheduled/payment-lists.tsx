/**
 * The scheduled-payment list and the recurring-payment panel of the make-payment screen, each shown only
 * when such payments exist (payments spec §2), with their deletion (§4 "Deleting payments": confirm,
 * loading, then success — the payment leaves the list and the account's new token goes to `onChanged` —
 * or failure with its text).
 */
import { useState } from 'react';
import type { components } from '@contract/api-types';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import type { SelectedLoan } from '../make-payment/payment-steps';
import { submitErrorKeyText } from '../submit/submit-error-text';
import { DeletePaymentDialog } from './delete-payment-dialog';
import { RecurringPanel } from './recurring-panel';
import { ScheduledList } from './scheduled-list';
import { useDeletePayment, type PaymentToDelete } from './use-delete-payment';
import './payment-lists.css';

/** Props: the chosen loan; `onChanged` gets the account's new token after a deletion. */
export interface PaymentListsProps {
  readonly loan: SelectedLoan;
  readonly onChanged: (newToken: string) => void;
}

type ScheduledPayment = components['schemas']['ScheduledPayment'];

/** The lists of the chosen loan. */
export function PaymentLists({ loan, onChanged }: PaymentListsProps) {
  const settings = useSettings();
  const deletion = useDeletePayment(loan.accountNumber, loan.info.EncryptedData, onChanged);
  const [asking, setAsking] = useState<PaymentToDelete | null>(null);

  const recurring = loan.info.RecurringPayment;
  const showRecurring = recurring && !deletion.isDeleted(recurring.EncryptedData) ? recurring : null;
  const scheduled = (loan.info.ScheduledPayments ?? []).filter((p) => !deletion.isDeleted(p.EncryptedString));
  const outcome = deletion.outcome;

  const ask = (payment: PaymentToDelete) => {
    deletion.clearOutcome();
    setAsking(payment);
  };
  const askScheduled = (p: ScheduledPayment) =>
    ask({ kind: 'scheduled', isCard: p.IsCard, encryptedString: p.EncryptedString });
  const confirmDelete = () => {
    if (asking) void deletion.remove(asking).then(() => setAsking(null));
  };

  if (!showRecurring && scheduled.length === 0 && !outcome) return null;
  return (
    <div className="payment-lists">
      {showRecurring ? (
        <RecurringPanel
          payment={showRecurring}
          onDelete={() =>
            ask({ kind: 'recurring', isCard: showRecurring.IsCard, encryptedString: showRecurring.EncryptedData })
          }
        />
      ) : null}
      <ScheduledList payments={scheduled} onDelete={askScheduled} />
      {outcome?.ok ? (
        <p className="payment-lists__status" role="status">
          {settings.text(
            outcome.kind === 'recurring' ? 'payment.deleteRecurringSuccess' : 'payment.deleteScheduledSuccess',
          )}
        </p>
      ) : null}
      {outcome && !outcome.ok ? (
        <ErrorBanner>
          {outcome.notAllowed
            ? submitErrorKeyText(settings, outcome.notAllowed)
            : settings.text(
                outcome.kind === 'recurring' ? 'payment.deleteRecurringError' : 'payment.deleteScheduledError',
              )}
        </ErrorBanner>
      ) : null}
      {asking ? (
        <DeletePaymentDialog
          question={settings.text(
            asking.kind === 'recurring' ? 'payment.deleteRecurringConfirm' : 'payment.deleteScheduledConfirm',
          )}
          busy={deletion.busy}
          onDelete={confirmDelete}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}
