/**
 * Deleting scheduled and recurring payments (`PaymentScheduled/Delete*`, `PaymentRecurring/Delete*`):
 * only the user's own active payment of that kind and method, only when the institution allows the
 * deletion and the payment is deletable (CanDelete) and not yet posted. Success answers a new token.
 */
import type { components } from '../../../schemas/api/generated/api-types.ts';
import { issueAccountToken, isAccountToken } from '../../store/payments/account-tokens-repo.ts';
import { cancelPayment, findPaymentByToken } from '../../store/payments/payments-repo.ts';
import { findOwnedLoan, paymentSettings, type PaymentsContext } from './payments-context.ts';

type Schemas = components['schemas'];

/** Which delete was called. */
export interface DeleteKind {
  kind: 'scheduled' | 'recurring';
  isCard: boolean;
}

const refused = (code: string): Schemas['DeletePaymentResponse'] => ({
  HasNoErrors: false,
  Errors: [{ ErrorMessage: code }],
  Token: null,
});

function notAllowedCode(which: DeleteKind): string {
  if (which.kind === 'recurring')
    return which.isCard ? 'RecurringDeleteNotAllowedCard' : 'RecurringDeleteNotAllowedAch';
  return which.isCard ? 'ModifyScheduledNotAllowedCard' : 'ModifyScheduledNotAllowedAch';
}

/** Cancels the payment named by its EncryptedString. */
export async function deletePayment(
  ctx: PaymentsContext,
  userName: string,
  which: DeleteKind,
  req: Schemas['DeletePaymentRequest'],
): Promise<Schemas['DeletePaymentResponse']> {
  const accountNumber = req.Payment.LoanAccountNumber;
  if (!(await findOwnedLoan(ctx, userName, accountNumber))) return refused('Retrieving');
  if (!(await isAccountToken(ctx.db, userName, accountNumber, req.Token))) return refused('Retrieving');
  const settings = await paymentSettings(ctx);
  const allowed =
    which.kind === 'recurring'
      ? settings.flag('recurringPaymentOptions.allowRecurringPaymentDeleteOption')
      : settings.flag('scheduledPaymentOptions.allowScheduledPaymentDeleteOption');
  if (!allowed) return refused(notAllowedCode(which));
  const payment = await findPaymentByToken(ctx.db, accountNumber, req.Payment.EncryptedString);
  if (
    !payment ||
    payment.userName !== userName ||
    payment.kind !== which.kind ||
    payment.isCard !== which.isCard ||
    payment.status !== 'active'
  ) {
    return refused('Deleting');
  }
  if (!payment.canDelete) return refused(notAllowedCode(which));
  if (payment.hasBeenPosted) return refused('Deleting');
  if (!(await cancelPayment(ctx.db, payment.referenceNumber))) return refused('Deleting');
  return {
    HasNoErrors: true,
    Errors: [],
    Token: await issueAccountToken(ctx.db, userName, accountNumber, ctx.clock()),
  };
}
