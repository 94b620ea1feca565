/**
 * The scheduled payment list (payments spec §2): columns Type (account or card icon), Account/Card, Payment
 * Day, Amount, and a delete column. Rows show the masked account number, payment date and amount. The
 * delete icon shows only for rows with CanDelete true and not yet posted, and only when the scheduled-delete
 * setting allows deletion. Hidden when empty. Table-style on wide screens, card-style on phones (CSS).
 */
import type { components } from '@contract/api-types';
import { useLanguage } from '@/settings/language';
import { useSettings } from '@/settings/use-settings';
import { dateText } from '@schemas/rules/host-format';
import { formatCurrency, toCents } from '@schemas/rules/money';
import { DeleteIcon, MethodTypeIcon } from './payment-icons';
import { payFromText } from './schedule-text';

type ScheduledPayment = components['schemas']['ScheduledPayment'];

/** Props of {@link ScheduledList}. */
export interface ScheduledListProps {
  payments: readonly ScheduledPayment[];
  /** Opens the delete confirm for one payment. */
  onDelete: (payment: ScheduledPayment) => void;
}

/** True when this row offers deletion. */
export function canDeleteScheduled(payment: ScheduledPayment, deleteAllowed: boolean): boolean {
  return deleteAllowed && payment.CanDelete && !payment.HasBeenPosted;
}

/** The list; nothing when there are no payments. */
export function ScheduledList({ payments, onDelete }: ScheduledListProps) {
  const settings = useSettings();
  const language = useLanguage();
  if (payments.length === 0) return null;
  const allowed = settings.flag('scheduledPaymentOptions.allowScheduledPaymentDeleteOption');
  const anyDeletable = payments.some((p) => canDeleteScheduled(p, allowed));
  const column = {
    type: settings.text('payment.scheduledTypeColumn'),
    account: settings.text('payment.scheduledAccountColumn'),
    day: settings.text('payment.scheduledDayColumn'),
    amount: settings.text('payment.scheduledAmountColumn'),
  };
  return (
    <section className="payment-lists__section" aria-labelledby="scheduled-payments-heading">
      <h3 id="scheduled-payments-heading">{settings.text('payment.scheduledHeading')}</h3>
      <table className="payment-lists__table">
        <thead>
          <tr>
            <th scope="col">{column.type}</th>
            <th scope="col">{column.account}</th>
            <th scope="col">{column.day}</th>
            <th scope="col">{column.amount}</th>
            {anyDeletable ? (
              <th scope="col">
                <span className="visually-hidden">{settings.text('payment.deleteButton')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.EncryptedString}>
              <td data-label={column.type}>
                <MethodTypeIcon isCard={payment.IsCard} />
              </td>
              <td data-label={column.account}>{payFromText(false, payment.AccountNumber, settings)}</td>
              <td data-label={column.day}>{dateText(payment.PaymentDate, language)}</td>
              <td data-label={column.amount}>{formatCurrency(toCents(payment.PaymentAmount))}</td>
              {anyDeletable ? (
                <td className="payment-lists__delete-cell">
                  {canDeleteScheduled(payment, allowed) ? (
                    <button
                      type="button"
                      className="payment-lists__delete"
                      aria-label={`${settings.text('payment.deleteButton')} ${dateText(payment.PaymentDate, language)}`}
                      onClick={() => onDelete(payment)}
                    >
                      <DeleteIcon />
                    </button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
