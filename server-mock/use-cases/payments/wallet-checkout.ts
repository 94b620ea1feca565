/**
 * The sandbox's stand-in for a wallet provider's checkout (the CheckoutUrl of a wallet payment): a
 * plain server-rendered page with Complete and Cancel buttons that post back (no script, so it passes
 * the strict CSP). Completing posts the payment to the loan (balance, last payment, a history row);
 * cancelling ends it; either answer is kept once (a second click or another tab changes nothing) and
 * the loan's wallet payments list shows it (`GET /api/PaymentImmediate/WalletPayments`). Decision 162.
 */
import type { components } from '../../../schemas/api/generated/api-types.ts';
import { add, fromCents } from '../../../schemas/src/rules/money.ts';
import { insertHistory } from '../../store/accounts/history-repo.ts';
import { lockAccount, saveAccountData } from '../../store/payments/loan-accounts-repo.ts';
import {
  findWalletByToken,
  listWalletPayments,
  settleWallet,
  type StoredPayment,
} from '../../store/payments/payments-repo.ts';
import { findOwnedLoan, type LoanAccount, type PaymentsContext } from './payments-context.ts';
import { applyPayment } from './submit-payment.ts';
import { sandboxToday } from '../../sandbox-clock.ts';

type Schemas = components['schemas'];

/** What the borrower chose on the checkout page. */
export type CheckoutAction = 'complete' | 'cancel';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const STATUS = { pending: 'Pending', posted: 'Completed', cancelled: 'Cancelled', active: 'Pending' } as const;

function page(payment: StoredPayment): string {
  const wallet = escapeHtml(payment.methodLabel);
  const amount = fromCents(add(payment.amountCents, payment.thirdPartyFeeCents)).toFixed(2);
  const action = (what: CheckoutAction) =>
    `/api/PaymentImmediate/WalletCheckout?checkout=${encodeURIComponent(payment.token)}&amp;action=${what}`;
  const body =
    payment.status === 'pending'
      ? `<p>Pay $${amount} to loan ending ${escapeHtml(payment.accountNumber.replace(/\D+/g, '').slice(-4))} (payment ${escapeHtml(payment.referenceNumber)}).</p>
<form method="post" action="${action('complete')}"><button type="submit">Complete payment</button></form>
<form method="post" action="${action('cancel')}"><button type="submit">Cancel</button></form>`
      : `<p role="status">Payment ${escapeHtml(payment.referenceNumber)} of $${amount}: ${payment.status === 'posted' ? 'completed' : 'cancelled'}.</p>
<p>You can close this tab and return to the portal.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${wallet} checkout (sandbox)</title></head>
<body>
<h1>${wallet} checkout</h1>
<p>Sandbox provider page: no money moves.</p>
${body}
</body></html>`;
}

/** The checkout page of a wallet payment, or undefined for an unknown checkout id. */
export async function walletCheckoutPage(ctx: PaymentsContext, checkout: string): Promise<string | undefined> {
  const payment = await findWalletByToken(ctx.db, checkout);
  return payment ? page(payment) : undefined;
}

/** Completes or cancels a pending wallet payment (once); false for an unknown checkout id. */
export async function settleWalletCheckout(
  ctx: PaymentsContext,
  checkout: string,
  action: CheckoutAction,
): Promise<boolean> {
  const payment = await findWalletByToken(ctx.db, checkout);
  if (!payment) return false;
  await ctx.db.transaction(async (tx) => {
    const stored = await lockAccount(tx, payment.accountNumber);
    if (!(await settleWallet(tx, payment.referenceNumber, action === 'complete' ? 'posted' : 'cancelled'))) return;
    if (action !== 'complete' || !stored?.loan) return;
    const today = sandboxToday(ctx.clock);
    const amount = fromCents(payment.amountCents);
    const paid = applyPayment(stored as LoanAccount, amount, today);
    await insertHistory(tx, payment.accountNumber, [
      {
        date: today,
        time: ctx.clock().toTimeString().slice(0, 5),
        description: `${payment.methodLabel} payment - thank you (ref ${payment.referenceNumber})`,
        principal: amount,
        interest: 0,
        other: 0,
        total: amount,
        runningBalance: paid.balance,
      },
    ]);
    await saveAccountData(tx, paid);
  });
  return true;
}

/** `GET /api/PaymentImmediate/WalletPayments`: the loan's wallet payments and their state, newest first. */
export async function getWalletPayments(
  ctx: PaymentsContext,
  userName: string,
  accountNumber: string,
): Promise<Schemas['WalletPaymentsResponse']> {
  const account = await findOwnedLoan(ctx, userName, accountNumber);
  if (!account) return { HasNoErrors: false, Errors: [{ ErrorMessage: 'Retrieving' }], Payments: [] };
  const payments = await listWalletPayments(ctx.db, accountNumber);
  return {
    HasNoErrors: true,
    Errors: [],
    Payments: payments.map((p) => ({
      ReferenceNumber: p.referenceNumber,
      WalletType: p.methodLabel as Schemas['WalletPaymentRequest']['WalletTypePayment'],
      Amount: fromCents(p.amountCents),
      Fees: fromCents(p.thirdPartyFeeCents),
      PaymentDate: p.paymentDate,
      Status: STATUS[p.status],
    })),
  };
}
