/**
 * Shapes of the recovery, reset, activation, opt-out and verify-email calls, taken from the API
 * contract (schemas/api/openapi.yaml through `npm run gen:api`), so a renamed field fails typecheck.
 */
import type { components } from '@contract/api-types';

type Schemas = components['schemas'];

/** Body of POST /api/Recovery/GetSecretQuestion (any of the identifying details). */
export type RecoveryRequest = Schemas['RecoveryRequest'];
/** Answer of GetSecretQuestion: the logon name and secret question, or Errors[0] with a recovery code. */
export type SecretQuestionResponse = Schemas['SecretQuestionResponse'];
/** Body of POST /api/Recovery/GenerateNewPassword (recovery without a secret question). */
export type GenerateNewPasswordRequest = Schemas['GenerateNewPasswordRequest'];
/** Body of POST /api/Recovery/AnswerSecretQuestion (the recovery user with its answer). */
export type RecoveryUser = Schemas['RecoveryUser'];
/** Answer of AnswerSecretQuestion. */
export type AnswerSecretQuestionResponse = Schemas['AnswerSecretQuestionResponse'];
/** HasNoErrors plus Errors[].ErrorMessage: the lender API's plain result. */
export type ErrorEnvelope = Schemas['ErrorEnvelope'];
/** Body of POST /api/Login/ResetPassword. */
export type ResetPasswordRequest = Schemas['ResetPasswordRequest'];
/** Answer of ResetPassword. */
export type ResetPasswordResponse = Schemas['ResetPasswordResponse'];
/** Answer of POST /api/Login/CheckTokenExpiration. */
export type TokenExpirationResponse = Schemas['TokenExpirationResponse'];
/** Answer of POST /api/Login/LookupLoginFromToken. */
export type LookupLoginFromTokenResponse = Schemas['LookupLoginFromTokenResponse'];
/** Body of POST /api/Register/ActivateAccount. */
export type ActivateAccountRequest = Schemas['ActivateAccountRequest'];
/** Answer of ActivateAccount (access spec §3 "Activation result"). */
export type ActivationResult = Schemas['ActivationResult'];

/** The first error code of an envelope, if any (the lender API's way of saying why). */
export function firstErrorCode(
  envelope: { Errors?: readonly { ErrorMessage: string }[] | null } | null | undefined,
): string | undefined {
  const code = envelope?.Errors?.[0]?.ErrorMessage;
  return typeof code === 'string' && code.trim() !== '' ? code.trim() : undefined;
}
