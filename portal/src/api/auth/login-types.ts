/**
 * Shapes of the login call, taken from the API contract (schemas/api/openapi.yaml through
 * `npm run gen:api`), so a field renamed in the contract fails the portal's typecheck.
 */
import type { components } from '@contract/api-types';

/** Body of POST /api/login/userlogin. */
export type LoginInput = components['schemas']['UserLoginRequest'];

/** Answer of a successful login (access spec §3 "Login response"). */
export type LoginResponse = components['schemas']['LoginResponse'];
