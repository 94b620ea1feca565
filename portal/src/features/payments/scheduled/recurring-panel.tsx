/**
 * The recurring payment info panel (payments spec §2): the schedule text, the amount, the additional
 * principal amount (only non-card and above 0), and the pay-from account ('x' plus the account number) or
 * 'Card Ending In' for card payments. The delete icon shows only when deletion is allowed (the
 * recurring-delete setting and the payment's CanDelete); otherwise the configured 'Cannot delete recurring
 * payment.' message shows when it is not empty. Table-style on wide screens, card-style on phones (CSS).
 */
import type { components } from '@contract/api-types';
import { useLanguage } from '@/settings/language';
import { useSettings } from '@/settings/use-settings';
import { formatCurrency, toCents } from '@schemas/rules/money';
import { DeleteIcon, MethodTypeIcon } from './payment-icons';
import { payFromText, scheduleText } from './schedule-text';

/** Props of {@link RecurringPanel}. */
export interface RecurringPanelProps {
  payment: components['schemas']['RecurringPayment'];
  /** Opens the delete confirm. */
  onDelete: () => void;
}

/** The panel. */
export function RecurringPanel({ payment, onDelete }: RecurringPanelProps) {
  const settings = useSettings();
  const language = useLanguage();
  const canDelete = payment.CanDelete && settings.flag('recurringPaymentOptions.allowRecurringPaymentDeleteOption');
  const cannotDeleteText = settings.text('payment.cannotDeleteRecurring').trim();
  const principal = toCents(payment.AdditionalPrincipalAmount ?? 0);
  const showPrincipal = !payment.IsCard && principal > 0;
  return (
    <section className="payment-lists__section" aria-labelledby="recurring-payment-heading">
      <h3 id="recurring-payment-heading">{settings.text('payment.recurringHeading')}</h3>
      <table className="payment-lists__table">
        <thead>
          <tr>
            <th scope="col">{settings.text('payment.scheduledTypeColumn')}</th>
            <th scope="col">{settings.text('payment.scheduledAccountColumn')}</th>
            <th scope="col">{settings.text('payment.scheduledDayColumn')}</th>
            <th scope="col">{settings.text('payment.scheduledAmountColumn')}</th>
            {showPrincipal ? (
              <th scope="col">{settings.text('paymentConfirmation.additionalPrincipalLabel')}</th>
            ) : null}
            {canDelete ? (
              <th scope="col">
                <span className="visually-hidden">{settings.text('payment.deleteButton')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          <tr>
            <td data-label={settings.text('payment.scheduledTypeColumn')}>
              <MethodTypeIcon isCard={payment.IsCard} />
            </td>
            <td data-label={settings.text('payment.scheduledAccountColumn')}>
              {payFromText(payment.IsCard, payment.PaymentAccountNum, settings)}
            </td>
            <td data-label={settings.text('payment.scheduledDayColumn')}>
              {scheduleText(payment, settings, language)}
            </td>
            <td data-label={settings.text('payment.scheduledAmountColumn')}>
              {formatCurrency(toCents(payment.TotalAmount ?? 0))}
            </td>
            {showPrincipal ? (
              <td data-label={settings.text('paymentConfirmation.additionalPrincipalLabel')}>
                {formatCurrency(principal)}
              </td>
            ) : null}
            {canDelete ? (
              <td className="payment-lists__delete-cell">
                <button
                  type="button"
                  className="payment-lists__delete"
                  aria-label={settings.text('payment.deleteButton')}
                  onClick={onDelete}
                >
                  <DeleteIcon />
                </button>
              </td>
            ) : null}
          </tr>
        </tbody>
      </table>
      {!canDelete && cannotDeleteText !== '' ? <p className="payment-lists__note">{cannotDeleteText}</p> : null}
    </section>
  );
}
