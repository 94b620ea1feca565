/**
 * POST /api/login/userlogin (access spec §7). A 403 carries the reason in Errors[0]; see features/auth/login-errors.ts.
 */
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../api-client';
import type { LoginInput, LoginResponse } from './login-types';

/**
 * Signs in with user name and password. Rejects with an ApiError (403 + code, or another failure).
 * An 'Unauthorized' answer here is a failed sign-in, not a lost session: no global logout (§8).
 */
export async function login(input: LoginInput): Promise<LoginResponse> {
  const { data } = await api.post('login/userlogin', input, { skipUnauthorizedLogout: true });
  return data;
}

/**
 * Mutation options for the login call (never retried: a retry would count as another bad attempt).
 * The login screen overrides `mutationFn` to add the device's trusted-device tokens (features/auth/password-login.ts).
 */
export const loginMutation = () =>
  mutationOptions({ mutationKey: ['login', 'userlogin'] as const, mutationFn: login, retry: false });
