/**
 * The card and ACH submit of the make-payment screen (payments spec §4 "Submit").
 * One Idempotency-Key per confirmed payment: made when a payment is confirmed, reused by every resend of a
 * lost answer and by a confirm of the very same payment while its outcome is unknown, and dropped once the
 * server refused it (a refused payment was not made, so the next confirm is a new payment with a new key).
 * The key of a saved-method payment is shared with the browser's other tabs for a few minutes
 * (shared-payment-key.ts, decision 240), so the same payment confirmed in a second tab replays the first
 * answer. A second confirm while one runs is ignored (double click).
 */
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { submitPayment } from '@/api/payments/submit-payment';
import type { BuiltSubmit } from './submit-body';
import { newIdempotencyKey } from './idempotency-key';
import { paymentFingerprint } from './payment-fingerprint';
import { browserStorage, sharedKeyStore } from './shared-payment-key';
import { sendUntilAnswered, type SubmitAttempt } from './submit-outcome';

/** The key of the payment whose outcome is not known yet, with the body it was made for. */
interface OpenKey {
  key: string;
  body: string;
}

/** The submit mutation; its data is the attempt's outcome (it never rejects for an API failure). */
export function usePaymentSubmit() {
  const open = useRef<OpenKey | null>(null);
  const [shared] = useState(() => sharedKeyStore(browserStorage()));
  const running = useRef(false);
  const mutation = useMutation({
    mutationKey: ['payments', 'submit'] as const,
    retry: false,
    mutationFn: async (built: BuiltSubmit): Promise<SubmitAttempt> => {
      const fingerprint = paymentFingerprint(built);
      const body = JSON.stringify(built.body);
      let idempotencyKey: string;
      if (fingerprint !== null) idempotencyKey = shared.claim(fingerprint, Date.now());
      else {
        if (open.current?.body !== body) open.current = { key: newIdempotencyKey(), body };
        idempotencyKey = open.current.key;
      }
      const attempt = await sendUntilAnswered(() =>
        submitPayment({ ...built, idempotencyKey } as Parameters<typeof submitPayment>[0]),
      );
      if (attempt.kind !== 'lost') open.current = null;
      // Refused: nothing was paid, so the key goes. Accepted: it stays until it expires, so another tab's
      // confirm of this payment is answered with this payment.
      if (attempt.kind === 'refused' && fingerprint !== null) shared.release(fingerprint);
      return attempt;
    },
  });
  /** Submits unless a submit is already running; resolves with the outcome, or null when ignored. */
  const submit = async (built: BuiltSubmit): Promise<SubmitAttempt | null> => {
    if (running.current) return null;
    running.current = true;
    try {
      return await mutation.mutateAsync(built);
    } finally {
      running.current = false;
    }
  };
  return { submit, isPending: mutation.isPending, attempt: mutation.data };
}
