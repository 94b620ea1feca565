/**
 * What follows a payment the server accepted (payments spec §4 "Submit"): the account list is refreshed
 * after a one-time payment, the loan's payment info (scheduled list, recurring panel) is asked again, and
 * an in-app review is requested 3 seconds later when mobileApp.reviewOnSuccessfulPaymentOption is on.
 */
import type { QueryClient } from '@tanstack/react-query';
import { PAYOFF_QUOTE_KEY } from '@/api/payments/get-payoff-quote';
import type { PaymentTiming } from '@/api/payments/submit-payment';
import { getMobileBridge } from '@/mobile/mobile-bridge';
import { maybeRequestReview, reviewThresholds } from '@/mobile/in-app-review';
import type { SettingsReader } from '@schemas/settings/reader';

/** §9 "Review prompt delay 3000 ms". */
export const REVIEW_DELAY_MS = 3000;

/**
 * Query keys whose first part names the account list or the payment info. The queries belong to the
 * dashboard and the make-payment screen; matching on the key's head keeps this module independent of
 * their files.
 */
const ACCOUNT_LIST_HEADS = new Set(['accountList', 'accounts']);
const PAYMENT_INFO_PARTS = new Set(['paymentInfo', 'PaymentInfo']);

/**
 * Marks the account list (one-time payments), the payment info and the payoff quotes stale, so open screens
 * fetch them again and a quote cached for the session is asked again on its next use.
 */
export function refreshAfterPayment(client: QueryClient, timing: PaymentTiming): Promise<void> {
  return client.invalidateQueries({
    predicate: ({ queryKey }) => {
      const [head, second] = queryKey as readonly unknown[];
      const accountList =
        ACCOUNT_LIST_HEADS.has(String(head)) &&
        (head === 'accountList' || second === 'list' || second === 'accountList');
      const paymentInfo = queryKey.some((part) => PAYMENT_INFO_PARTS.has(String(part)));
      // The one payoff quote cache (the payment screen's and the loan page's): a payment changes what a payoff costs.
      const payoffQuote = head === PAYOFF_QUOTE_KEY[0] && second === PAYOFF_QUOTE_KEY[1];
      return (timing !== 'recurring' && accountList) || paymentInfo || payoffQuote;
    },
  });
}

/** Requests the in-app review 3 s later when the setting is on (the page may have changed by then). */
export function scheduleReview(settings: SettingsReader): void {
  if (!settings.flag('mobileApp.reviewOnSuccessfulPaymentOption')) return;
  const thresholds = reviewThresholds(settings);
  setTimeout(() => void maybeRequestReview(getMobileBridge(), thresholds), REVIEW_DELAY_MS);
}
