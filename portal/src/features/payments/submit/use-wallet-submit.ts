/**
 * The wallet submit (payments spec §4 "Wallet: submit opens the provider checkout in a new tab, navigates to
 * the dashboard and closes the dialog; on failure an error shows"). The Idempotency-Key is kept while the
 * same wallet payment is tried again after a failure, so a checkout started by a call whose answer was lost
 * is answered again rather than started twice, and shared with the browser's other tabs for a few minutes
 * (decision 240), so the same wallet payment confirmed in a second tab gets the same checkout; it is dropped
 * when the server refused the payment.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toApiFailure } from '@/api/api-failure';
import { submitWalletPayment, type WalletPaymentRequest } from '@/api/payments/submit-wallet-payment';
import { walletFingerprint } from './payment-fingerprint';
import { browserStorage, sharedKeyStore } from './shared-payment-key';
import { answerLost } from './submit-outcome';

/** The wallet mutation: resolves with the checkout address, rejects on any failure. */
export function useWalletSubmit() {
  const [shared] = useState(() => sharedKeyStore(browserStorage()));
  return useMutation({
    mutationKey: ['payments', 'submitWallet'] as const,
    retry: false,
    mutationFn: async (body: WalletPaymentRequest): Promise<string> => {
      const fingerprint = walletFingerprint(body);
      const idempotencyKey = shared.claim(fingerprint, Date.now());
      try {
        const answer = await submitWalletPayment({ body, idempotencyKey });
        return answer.CheckoutUrl;
      } catch (error) {
        if (!answerLost(toApiFailure(error))) shared.release(fingerprint);
        throw error;
      }
    },
  });
}
