/**
 * Deleting a scheduled or a recurring payment (payments spec §4 "Deleting payments"): confirm, loading, then
 * success or failure. The account token of each call is the newest one: every success answers a new token,
 * which the next deletion must send and which the screen gets through `onChanged`.
 */
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { deleteRecurringPayment, PaymentDeleteRefused } from '@/api/payments/delete-recurring-payment';
import { deleteScheduledPayment } from '@/api/payments/delete-scheduled-payment';
import { submitErrorOutcome, type SubmitErrorKey } from '@schemas/rules/submit-errors';

/** Which payment: its kind, method and EncryptedString. */
export interface PaymentToDelete {
  kind: 'scheduled' | 'recurring';
  isCard: boolean;
  encryptedString: string;
}

/**
 * What the last deletion came to, for the note under the lists. `notAllowed` is the paymentSubmitErrors key
 * of a refusal saying the institution does not allow the deletion (§8 "Recurring delete not allowed …,
 * modify scheduled not allowed …"); other failures show the kind's generic failure text.
 */
export type DeleteOutcome = { kind: PaymentToDelete['kind']; ok: boolean; notAllowed?: SubmitErrorKey } | null;

const NOT_ALLOWED_KEYS: ReadonlySet<SubmitErrorKey> = new Set([
  'recurringDeleteNotAllowed',
  'recurringDeleteNotAllowedAch',
  'recurringDeleteNotAllowedCard',
  'modifyScheduledNotAllowedAch',
  'modifyScheduledNotAllowedCard',
]);

/** The not-allowed key a refusal names, if any. */
function notAllowedKey(error: unknown): SubmitErrorKey | undefined {
  if (!(error instanceof PaymentDeleteRefused)) return undefined;
  const outcome = submitErrorOutcome(error.code);
  return outcome.kind === 'key' && NOT_ALLOWED_KEYS.has(outcome.key) ? outcome.key : undefined;
}

/** The deletion of the loan's payments; `deleted` holds the EncryptedStrings removed in this visit. */
export function useDeletePayment(
  accountNumber: string,
  accountToken: string | undefined,
  onChanged: (token: string) => void,
) {
  // The token the last deletion answered, with the screen's token it replaced: a new loan, or a token the
  // screen fetched again, wins over it.
  const answered = useRef<{ account: string; given: string | undefined; token: string } | null>(null);
  const [deleted, setDeleted] = useState<{ account: string; tokens: readonly string[] }>({
    account: accountNumber,
    tokens: [],
  });
  const [outcome, setOutcome] = useState<DeleteOutcome>(null);
  const mutation = useMutation({
    mutationKey: ['payments', 'deletePayment'] as const,
    retry: false,
    mutationFn: (payment: PaymentToDelete) => {
      const kept = answered.current;
      const token =
        kept && kept.account === accountNumber && kept.given === accountToken ? kept.token : (accountToken ?? '');
      const body = {
        Token: token,
        Payment: { EncryptedString: payment.encryptedString, LoanAccountNumber: accountNumber },
      };
      return payment.kind === 'recurring'
        ? deleteRecurringPayment({ isCard: payment.isCard, body })
        : deleteScheduledPayment({ isCard: payment.isCard, body });
    },
  });

  /** Runs the deletion; resolves when it answered (the outcome is in `outcome`). */
  const remove = (payment: PaymentToDelete): Promise<void> =>
    mutation.mutateAsync(payment).then(
      (token) => {
        answered.current = { account: accountNumber, given: accountToken, token };
        setDeleted((d) => ({
          account: accountNumber,
          tokens: [...(d.account === accountNumber ? d.tokens : []), payment.encryptedString],
        }));
        setOutcome({ kind: payment.kind, ok: true });
        onChanged(token);
      },
      (error: unknown) => setOutcome({ kind: payment.kind, ok: false, notAllowed: notAllowedKey(error) }),
    );

  const deletedTokens = deleted.account === accountNumber ? deleted.tokens : [];
  return {
    remove,
    busy: mutation.isPending,
    isDeleted: (encrypted: string) => deletedTokens.includes(encrypted),
    outcome,
    clearOutcome: () => setOutcome(null),
  };
}
