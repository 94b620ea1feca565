/** Shapes of the registration calls, from the API contract (schemas/api/openapi.yaml). */
import type { components } from '@contract/api-types';

/** Body of POST /api/Register/RegisterUser (spec §3 "Registration payload", keys capitalised). */
export type RegistrationPayload = components['schemas']['RegistrationPayload'];
/** Answer of RegisterUser: HasNoErrors or Errors[0].ErrorMessage with a registration code. */
export type RegistrationAnswer = components['schemas']['ErrorEnvelope'];
/** Body of POST /api/Register/GenerateMFACode. */
export type GenerateMfaCodeRequest = components['schemas']['GenerateMfaCodeRequest'];
/** Answer of GenerateMFACode. */
export type GenerateMfaCodeResponse = components['schemas']['GenerateMfaCodeResponse'];
/** Body of POST /api/Register/ValidateCode. */
export type ValidateRegistrationCodeRequest = components['schemas']['ValidateRegistrationCodeRequest'];
