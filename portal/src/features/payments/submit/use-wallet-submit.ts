/**
 * The wallet submit (payments spec §4 "Wallet: submit opens the provider checkout in a new tab, navigates to
 * the dashboard and closes the dialog; on failure an error shows"). The Idempotency-Key is kept while the
 * same wallet payment is tried again after a failure, so a checkout started by a call whose answer was lost
 * is answered again rather than started twice; it is dropped after an answer.
 */
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { toApiFailure } from '@/api/api-failure';
import { submitWalletPayment, type WalletPaymentRequest } from '@/api/payments/submit-wallet-payment';
import { newIdempotencyKey } from './idempotency-key';
import { answerLost } from './submit-outcome';

/** The wallet mutation: resolves with the checkout address, rejects on any failure. */
export function useWalletSubmit() {
  const open = useRef<{ key: string; body: string } | null>(null);
  return useMutation({
    mutationKey: ['payments', 'submitWallet'] as const,
    retry: false,
    mutationFn: async (body: WalletPaymentRequest): Promise<string> => {
      const text = JSON.stringify(body);
      if (open.current?.body !== text) open.current = { key: newIdempotencyKey(), body: text };
      try {
        const answer = await submitWalletPayment({ body, idempotencyKey: open.current.key });
        open.current = null;
        return answer.CheckoutUrl;
      } catch (error) {
        if (!answerLost(toApiFailure(error))) open.current = null;
        throw error;
      }
    },
  });
}
