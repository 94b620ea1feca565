/**
 * POST /api/PaymentMethod/ValidateAchPaymentMethod (payments spec §4 "New method": "for ACH, the account is
 * first validated by a call"). A refused account answers an error status whose body names the code
 * (RoutingNumberInvalid, RoutingNumberAchNotAllowed, RoutingAccountInvalidThirdParty, RoutingAccountInvalidInternal);
 * the client rejects with an `ApiError` carrying it as its flag.
 */
import { api } from '../api-client';
import type { NewAchPayload } from './add-ach-payment-method';

/** Validates the account; resolves when the host accepts it. */
export async function validateAchPaymentMethod(ach: NewAchPayload): Promise<void> {
  const { data } = await api.post('PaymentMethod/ValidateAchPaymentMethod', ach);
  // A 200 that still says HasNoErrors false is a refusal too; its first code (if any) is the message key.
  if (data?.HasNoErrors === false) throw new AchValidationRefused(data.Errors?.[0]?.ErrorMessage);
}

/** A 2xx answer refusing the account (the sandbox answers 400, a host may answer 200). */
export class AchValidationRefused extends Error {
  constructor(readonly code: string | undefined) {
    super(`ValidateAchPaymentMethod refused the account${code ? ` (${code})` : ''}`);
    this.name = 'AchValidationRefused';
  }
}
