/**
 * Saved payment methods: list with the loan's default, set and clear the default, delete a method
 * (which cancels the scheduled and recurring payments that use it).
 */
import type { components } from '../../../schemas/api/generated/api-types.ts';
import { cancelPaymentsUsingMethod } from '../../store/payments/payments-repo.ts';
import {
  clearDefaultMethod,
  deletePaymentMethod,
  findDefaultMethod,
  findPaymentMethod,
  listPaymentMethods,
  setDefaultMethod,
  type StoredPaymentMethod,
} from '../../store/payments/payment-methods-repo.ts';
import { findOwnedLoan, type PaymentsContext } from './payments-context.ts';

type Schemas = components['schemas'];
type Envelope = Schemas['ErrorEnvelope'];

const ok: Envelope = { HasNoErrors: true, Errors: [] };
const refused = (code: string): Envelope => ({ HasNoErrors: false, Errors: [{ ErrorMessage: code }] });

/** A saved method as the contract's PaymentMethod (last four and token only). */
export function paymentMethodView(m: StoredPaymentMethod): Schemas['PaymentMethod'] {
  if (m.isCard) {
    return {
      IsCard: true,
      CardInfo: {
        CardType: m.cardType ?? 'visa',
        CardNumber: m.lastFour,
        ProfileId: m.profileId,
        ...(m.expirationDate ? { ExpirationDate: m.expirationDate } : {}),
        ...(m.debitCreditType ? { DebitCreditType: m.debitCreditType } : {}),
      },
      AchInfo: null,
    };
  }
  return {
    IsCard: false,
    CardInfo: null,
    AchInfo: { AccountType: m.achAccountType ?? 'Checking', AccountNumber: m.lastFour, ProfileId: m.profileId },
  };
}

/** The user's saved methods and the loan's default. */
export async function getPaymentMethods(
  ctx: PaymentsContext,
  userName: string,
  accountNumber: string,
): Promise<Schemas['PaymentMethodsResponse']> {
  const account = await findOwnedLoan(ctx, userName, accountNumber);
  if (!account) return { HasNoErrors: false, Errors: [{ ErrorMessage: 'Generic' }], PaymentMethods: [] };
  const methods = await listPaymentMethods(ctx.db, userName);
  const defaultId = await findDefaultMethod(ctx.db, accountNumber);
  const chosen = methods.find((m) => m.profileId === defaultId);
  return {
    HasNoErrors: true,
    Errors: [],
    PaymentMethods: methods.map(paymentMethodView),
    DefaultPaymentMethod: chosen ? { IsCard: chosen.isCard, ProfileId: chosen.profileId } : null,
  };
}

/** Makes one of the user's methods the loan's default. */
export async function setDefaultPaymentMethod(
  ctx: PaymentsContext,
  userName: string,
  body: Schemas['SetDefaultPaymentMethodRequest'],
): Promise<Envelope> {
  if (!(await findOwnedLoan(ctx, userName, body.AccountNumber))) return refused('Generic');
  const method = await findPaymentMethod(ctx.db, userName, body.PaymentMethod.ProfileId);
  if (!method || method.isCard !== body.PaymentMethod.IsCard) return refused('NotFound');
  await setDefaultMethod(ctx.db, body.AccountNumber, method.profileId);
  return ok;
}

/** Clears the loan's default (a loan without one answers NotFound, which the portal only logs). */
export async function removeDefaultPaymentMethod(
  ctx: PaymentsContext,
  userName: string,
  accountNumber: string,
): Promise<Envelope> {
  if (!(await findOwnedLoan(ctx, userName, accountNumber))) return refused('Generic');
  return (await clearDefaultMethod(ctx.db, accountNumber)) ? ok : refused('NotFound');
}

/** Deletes one of the user's methods and cancels the scheduled and recurring payments using it. */
export async function deleteSavedMethod(
  ctx: PaymentsContext,
  userName: string,
  profileId: string,
  isCard: boolean,
): Promise<Envelope> {
  return ctx.db.transaction(async (tx) => {
    const method = await findPaymentMethod(tx, userName, profileId);
    if (!method || method.isCard !== isCard) return refused('NotFound');
    await cancelPaymentsUsingMethod(tx, profileId);
    await deletePaymentMethod(tx, userName, profileId);
    return ok;
  });
}
