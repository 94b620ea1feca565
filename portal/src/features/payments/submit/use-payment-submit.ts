/**
 * The card and ACH submit of the make-payment screen (payments spec §4 "Submit"; issue 12 "Pays once").
 * One Idempotency-Key per confirmed payment: made when a payment is confirmed, reused by every resend of a
 * lost answer and by a confirm of the very same payment while its outcome is unknown, and dropped once the
 * server answered (a refused payment was not made, so the next confirm is a new payment with a new key).
 * A second confirm while one runs is ignored (double click).
 */
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { submitPayment } from '@/api/payments/submit-payment';
import type { BuiltSubmit } from './submit-body';
import { newIdempotencyKey } from './idempotency-key';
import { sendUntilAnswered, type SubmitAttempt } from './submit-outcome';

/** The key of the payment whose outcome is not known yet, with the body it was made for. */
interface OpenKey {
  key: string;
  body: string;
}

/** The submit mutation; its data is the attempt's outcome (it never rejects for an API failure). */
export function usePaymentSubmit() {
  const open = useRef<OpenKey | null>(null);
  const running = useRef(false);
  const mutation = useMutation({
    mutationKey: ['payments', 'submit'] as const,
    retry: false,
    mutationFn: async (built: BuiltSubmit): Promise<SubmitAttempt> => {
      const body = JSON.stringify(built.body);
      if (open.current?.body !== body) open.current = { key: newIdempotencyKey(), body };
      const idempotencyKey = open.current.key;
      const attempt = await sendUntilAnswered(() => submitPayment({ ...built, idempotencyKey } as Parameters<typeof submitPayment>[0]));
      if (attempt.kind !== 'lost') open.current = null;
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
