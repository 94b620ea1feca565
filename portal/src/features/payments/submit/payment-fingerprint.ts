/**
 * What makes two confirmed submits the same payment, for the cross-tab Idempotency-Key (decision 240):
 * endpoint, borrower, loan, date, amount and fees, payoff, saved method (type, last four, profile) and
 * frequency. Left out: the loan's EncryptedData and the draft agreement token, which differ per tab for the
 * same payment. A single-use method has no fingerprint: its whole card or account number would be part of it,
 * and a number that short can be recovered from a hash, so such payments keep a key per tab.
 */
import type { WalletPaymentRequest } from '@/api/payments/submit-wallet-payment';
import type { BuiltSubmit } from './submit-body';

/** The card or ACH submit's fingerprint, or null for a single-use method. */
export function paymentFingerprint(built: BuiltSubmit): string | null {
  const { Payment } = built.body;
  const { Method } = Payment;
  const saved = Method.IsCard ? Method.CardInfo : Method.AchInfo;
  if (!saved) return null;
  const recurring = 'RecurringDetails' in Payment ? Payment.RecurringDetails : null;
  return JSON.stringify([
    'payment',
    built.timing,
    Payment.LogonName,
    Payment.Details,
    Payment.AccountType,
    Payment.IsPayoff,
    Method.IsCard,
    saved,
    recurring,
  ]);
}

/** The wallet submit's fingerprint: its whole body (no secrets in it). */
export function walletFingerprint(body: WalletPaymentRequest): string {
  return JSON.stringify(['wallet', body.LoanAccountNumber, body.WalletTypePayment, body.AmountPaid, body.Fees]);
}
