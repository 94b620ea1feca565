/**
 * Wallet payments (`PaymentImmediate/SubmitWalletPayment`): records a pending payment and answers a
 * CheckoutUrl to the sandbox's own checkout page (`GET /api/PaymentImmediate/WalletCheckout`, see
 * wallet-checkout.ts), which stands in for the provider's site. The loan is not changed until the
 * borrower completes the checkout there. The URL names the payment by its random token (a provider's
 * checkout id), never by the guessable reference number.
 */
import type { components } from '../../../schemas/api/generated/api-types.ts';
import { toCents } from '../../../schemas/src/rules/money.ts';
import { sandboxToday } from '../../sandbox-clock.ts';
import { insertPayment, nextReferenceNumber } from '../../store/payments/payments-repo.ts';
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
  if (
    !settings.flag('generalPaymentOptions.allowWalletPayments') ||
    !settings.flag(WALLET_SETTING[req.WalletTypePayment])
  )
    return { code: 'Wallet' };
  if (account.loan.payment.paymentBlocked) return { code: 'SecurityNotAllowed' };
  if (req.AmountPaid > account.loan.payoffAmount) return { code: 'AmountMaximum' };
  const referenceNumber = await nextReferenceNumber(ctx.db);
  const token = randomToken('pmt');
  await insertPayment(
    ctx.db,
    {
      referenceNumber,
      token,
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
  return {
    CheckoutUrl: `${origin}/api/PaymentImmediate/WalletCheckout?checkout=${encodeURIComponent(token)}`,
    LoanAccount: req.LoanAccountNumber,
  };
}
