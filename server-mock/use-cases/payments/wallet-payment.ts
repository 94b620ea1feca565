/**
 * Wallet payments (`PaymentImmediate/SubmitWalletPayment`): records a pending payment and answers a
 * CheckoutUrl to the sandbox's own checkout page (`GET /api/PaymentImmediate/WalletCheckout`), which
 * stands in for the provider's site. The loan is not changed until a real provider would confirm.
 */
import type { components } from '../../../schemas/api/generated/api-types.ts';
import { add, formatCurrency, toCents } from '../../../schemas/src/rules/money.ts';
import { sandboxToday } from '../../sandbox-clock.ts';
import { insertPayment, nextReferenceNumber, findPaymentByReference } from '../../store/payments/payments-repo.ts';
import { randomToken } from '../../store/payments/random-token.ts';
import { findOwnedLoan, inNightMode, paymentSettings, type PaymentsContext } from './payments-context.ts';

type Schemas = components['schemas'];

const WALLET_SETTING = {
  GooglePay: 'generalPaymentOptions.allowGooglePaymentsOption',
  ApplePay: 'generalPaymentOptions.allowApplePaymentsOption',
  PayPal: 'generalPaymentOptions.allowPaypalPaymentsOption',
  Venmo: 'generalPaymentOptions.allowVenmoPaymentsOption',
} as const;

/** Starts a wallet payment; `{ code }` when refused (the portal shows its wallet error text). */
export async function submitWalletPayment(
  ctx: PaymentsContext,
  userName: string,
  req: Schemas['WalletPaymentRequest'],
  origin: string,
): Promise<Schemas['WalletPaymentResponse'] | { code: string }> {
  if (await inNightMode(ctx)) return { code: 'HostNightMode' };
  const account = await findOwnedLoan(ctx, userName, req.LoanAccountNumber);
  if (!account) return { code: 'Retrieving' };
  const settings = await paymentSettings(ctx);
  if (!settings.flag('generalPaymentOptions.allowWalletPayments') || !settings.flag(WALLET_SETTING[req.WalletTypePayment])) return { code: 'Wallet' };
  if (account.loan.payment.paymentBlocked) return { code: 'SecurityNotAllowed' };
  if (req.AmountPaid > account.loan.payoffAmount) return { code: 'AmountMaximum' };
  const referenceNumber = await nextReferenceNumber(ctx.db);
  await insertPayment(
    ctx.db,
    {
      referenceNumber,
      token: randomToken('pmt'),
      accountNumber: req.LoanAccountNumber,
      userName,
      kind: 'wallet',
      status: 'pending',
      isCard: false,
      methodLastFour: '0000',
      profileId: null,
      methodLabel: req.WalletTypePayment,
      amountCents: toCents(req.AmountPaid),
      firstPartyFeeCents: 0,
      thirdPartyFeeCents: toCents(req.Fees),
      additionalPrincipalCents: 0,
      paymentDate: sandboxToday(ctx.clock),
      recurringOption: null,
      daysBeforeDue: null,
      isPayoff: false,
      canDelete: false,
      hasBeenPosted: false,
    },
    ctx.clock(),
  );
  return { CheckoutUrl: `${origin}/api/PaymentImmediate/WalletCheckout?reference=${referenceNumber}`, LoanAccount: req.LoanAccountNumber };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sandbox checkout page of a wallet payment, or undefined for an unknown reference. */
export async function walletCheckoutPage(ctx: PaymentsContext, reference: string): Promise<string | undefined> {
  const payment = await findPaymentByReference(ctx.db, reference);
  if (!payment || payment.kind !== 'wallet') return undefined;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(payment.methodLabel)} checkout (sandbox)</title></head>
<body>
<h1>${escapeHtml(payment.methodLabel)} checkout</h1>
<p>Sandbox provider page: a real wallet would ask you to confirm here.</p>
<p>Payment ${escapeHtml(payment.referenceNumber)} of ${formatCurrency(add(payment.amountCents, payment.thirdPartyFeeCents))} to loan ending ${escapeHtml(payment.accountNumber.replace(/\D+/g, '').slice(-4))}.</p>
<p>No money moves in the sandbox. You can close this tab.</p>
</body></html>`;
}
