/**
 * Which catalogue text a failed new-method call shows (payments spec §8 "Frequency, payoff and method
 * errors"). Pure: the calls' answers and errors in, a settings key out.
 */
import { toApiFailure } from '@/api/api-failure';
import { AchValidationRefused } from '@/api/payments/validate-ach-payment-method';
import type { SettingKey } from '@schemas/settings/generated/setting-key';

/** The add call's answer (HasNoErrors, Errors[].ErrorMessage). */
export interface AddAnswer {
  HasNoErrors: boolean;
  Errors?: readonly { ErrorMessage?: string | null }[];
}

/** The code a failed call carries: the server's message of an error answer, or a refusal's code. */
export function failureCode(error: unknown): string | undefined {
  if (error instanceof AchValidationRefused) return error.code;
  const failure = toApiFailure(error);
  return failure.kind === 'flag' ? failure.flag : undefined;
}

/**
 * Add card or ACH method: AlreadyExists → 'Payment method already exists.'; any other add error or a failed
 * call → 'An error occurred.'. Undefined when the method was added.
 */
export function addMethodErrorKey(answer: AddAnswer | undefined, error: unknown): SettingKey | undefined {
  if (!error && answer?.HasNoErrors) return undefined;
  const code = error ? failureCode(error) : (answer?.Errors?.[0]?.ErrorMessage ?? undefined);
  return code === 'AlreadyExists' ? 'paymentMethod.alreadyExists' : 'paymentMethod.addError';
}

/**
 * ACH validation: RoutingNumberInvalid or RoutingNumberAchNotAllowed → 'Invalid routing number.';
 * RoutingAccountInvalidThirdParty and RoutingAccountInvalidInternal → their own 'Invalid account number.'
 * texts; no error entry (or any other code, or no answer) → 'An error occurred.'.
 */
export function achValidationErrorKey(error: unknown): SettingKey {
  switch (failureCode(error)) {
    case 'RoutingNumberInvalid':
    case 'RoutingNumberAchNotAllowed':
      return 'paymentMethod.routingNumberInvalid';
    case 'RoutingAccountInvalidThirdParty':
      return 'paymentMethod.accountInvalidThirdParty';
    case 'RoutingAccountInvalidInternal':
      return 'paymentMethod.accountInvalidInternal';
    default:
      return 'paymentMethod.addError';
  }
}

/** A step of the new-method flow failed: the catalogue key of its text; `terms` when it belongs in the terms modal. */
export class NewMethodProblem extends Error {
  override readonly name = 'NewMethodProblem';
  constructor(
    readonly key: SettingKey,
    readonly where: 'details' | 'terms' = 'details',
  ) {
    super(`New payment method: ${key}`);
  }
}

/** The text key of a flow failure (a NewMethodProblem's own, else 'An error occurred.'). */
export function problemKey(error: unknown): SettingKey {
  return error instanceof NewMethodProblem ? error.key : 'paymentMethod.addError';
}
