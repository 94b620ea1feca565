/**
 * The payment confirmation page (payments spec §2 "Payment confirmation page", route myaccount/paymentConfirm):
 * what the submit step handed over through the router state (PaymentConfirmationState), as a receipt.
 * Back to Dashboard, and Print (hidden in the mobile app and by paymentConfirmation.printHidden); the print
 * stylesheet prints the receipt alone, not the menus. Opened without a payment (a typed address), the page
 * shows its heading and Back to Dashboard only.
 */
import { useLocation, useNavigate } from 'react-router';
import { isMobileApp } from '@/mobile/mobile-bridge';
import { useLanguage } from '@/settings/language';
import { useSettings } from '@/settings/use-settings';
import { PageHeading } from '@/ui/page-heading';
import { todayOf } from '@schemas/rules/calendar';
import { DASHBOARD_PATH } from '@/ui/route-paths';
import type { PaymentConfirmationState } from '../make-payment/payment-steps';
import { confirmationRows, isRecurring } from './confirmation-rows';
import './payment-confirmation.css';

/** The dashboard (§2: target of 'Back to Dashboard'). */

/** True when the router state is a confirmation (the page may be opened with none). */
function isConfirmation(state: unknown): state is PaymentConfirmationState {
  const s = state as Partial<PaymentConfirmationState> | null;
  return (
    typeof s?.referenceNumber === 'string' && typeof s.payDate === 'string' && typeof s.submission?.amount === 'number'
  );
}

/** The confirmation page. */
export function PaymentConfirmationPage() {
  const settings = useSettings();
  const language = useLanguage();
  const navigate = useNavigate();
  const { state } = useLocation();
  const payment = isConfirmation(state) ? state : null;
  // Scheduled: the payment is not made today, so the borrower is reminded to check it starts as expected.
  const later = payment !== null && (isRecurring(payment) || payment.payDate > todayOf(new Date()));
  const showPrint = payment !== null && !isMobileApp() && !settings.flag('paymentConfirmation.printHidden');

  return (
    <div className="page payment-confirmation">
      <div className="card">
        <div className="payment-receipt">
          <PageHeading>{settings.text('paymentConfirmation.heading')}</PageHeading>
          {later ? (
            <p className="payment-receipt__warning">{settings.text('paymentConfirmation.scheduledWarning')}</p>
          ) : null}
          {payment ? (
            <dl className="payment-receipt__rows">
              {confirmationRows(payment, settings, language).map((row) => (
                <div key={row.id} className="payment-receipt__row" data-row={row.id}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {payment?.isRecurringLOCPayingTotalDue ? (
            <p className="payment-receipt__note">{settings.text('paymentConfirmation.recurringLocNote')}</p>
          ) : null}
        </div>
        <div className="payment-confirmation__actions">
          <button type="button" className="button" onClick={() => void navigate(DASHBOARD_PATH)}>
            {settings.text('paymentConfirmation.backToDashboardButton')}
          </button>
          {showPrint ? (
            <button type="button" className="button button--secondary" onClick={() => window.print()}>
              {settings.text('paymentConfirmation.printButton')}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
