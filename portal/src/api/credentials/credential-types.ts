/** Shapes of the credential-rule calls, from the API contract (schemas/api/openapi.yaml). */
import type { components } from '@contract/api-types';

/** Answer of POST /api/CredentialValidationRules/GetPasswordValidationRules. */
export type PasswordValidationRulesResponse = components['schemas']['PasswordValidationRules'];

/** Body of POST /api/Login/ValidatePasswordForLoggedInUser. */
export type ValidatePasswordRequest = components['schemas']['ValidatePasswordRequest'];

/** Body of POST /api/Login/ValidatePasswordForResetPassword. */
export type ValidatePasswordForResetRequest = components['schemas']['ValidatePasswordForResetRequest'];

/** Answer of both validate-password calls. */
export type ValidatePasswordResponse = components['schemas']['ValidatePasswordResponse'];
