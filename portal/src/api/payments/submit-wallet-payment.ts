/**
 * POST /api/PaymentImmediate/SubmitWalletPayment (payments spec §7): starts a wallet payment (GooglePay,
 * ApplePay, PayPal, Venmo) and answers the provider's CheckoutUrl, which the portal opens in a new tab.
 * Carries an `Idempotency-Key` like the other submits, so a retry does not start a second checkout.
 */
import type { components } from '@contract/api-types';
import { api } from '../api-client';

type Schemas = components['schemas'];

/** Body: AmountPaid, WalletTypePayment, LoanAccountNumber, Fees. */
export type WalletPaymentRequest = Schemas['WalletPaymentRequest'];
/** Answer: CheckoutUrl, LoanAccount. */
export type WalletPaymentResponse = Schemas['WalletPaymentResponse'];

/** The body and the payment's idempotency key. */
export interface SubmitWalletPaymentInput {
  body: WalletPaymentRequest;
  idempotencyKey: string;
}

/** Starts the wallet payment; rejects when refused (403 with the code) or when the call failed. */
export async function submitWalletPayment({
  body,
  idempotencyKey,
}: SubmitWalletPaymentInput): Promise<WalletPaymentResponse> {
  const { data } = await api.post('PaymentImmediate/SubmitWalletPayment', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  if (typeof data?.CheckoutUrl !== 'string' || data.CheckoutUrl === '')
    throw new Error('SubmitWalletPayment answered without a CheckoutUrl');
  return data;
}
