/** How stored payments appear in API answers (ScheduledPayment and RecurringPayment of the contract). */
import type { components } from '../../../schemas/api/generated/api-types.ts';
import { add, fromCents } from '../../../schemas/src/rules/money.ts';
import type { StoredPayment } from '../../store/payments/payments-repo.ts';

type Schemas = components['schemas'];

/** A scheduled payment row (masked account or card, date, amount, deletion flags). */
export function scheduledPaymentView(p: StoredPayment): Schemas['ScheduledPayment'] {
  return {
    EncryptedString: p.token,
    IsCard: p.isCard,
    AccountNumber: p.methodLastFour,
    PaymentDate: p.paymentDate,
    PaymentAmount: fromCents(p.amountCents),
    CanDelete: p.canDelete,
    HasBeenPosted: p.hasBeenPosted,
  };
}

/** The recurring payment panel's data. */
export function recurringPaymentView(p: StoredPayment): Schemas['RecurringPayment'] {
  return {
    EncryptedData: p.token,
    IsCard: p.isCard,
    RecurringOption: p.recurringOption ?? 'DayOfMonth',
    Date: p.paymentDate,
    NumberOfDays: p.daysBeforeDue ?? 0,
    TotalAmount: fromCents(add(p.amountCents, p.additionalPrincipalCents)),
    AdditionalPrincipalAmount: fromCents(p.additionalPrincipalCents),
    PaymentAccountNum: p.methodLastFour,
    CanDelete: p.canDelete,
  };
}
