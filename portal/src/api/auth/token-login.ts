/**
 * POST /api/login/tokenlogin (access spec §4 "Mobile biometrics", §7): biometric sign-in with the device's stored
 * token.
 */
import { mutationOptions } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api } from '../api-client';
import type { LoginResponse } from './login-types';

/** Body of the token login. */
export type TokenLoginInput = components['schemas']['TokenLoginRequest'];

/** Signs in with a stored biometric token; the answer carries the next token for the device. */
export async function tokenLogin(input: TokenLoginInput): Promise<LoginResponse> {
  const { data } = await api.post('login/tokenlogin', input);
  return data;
}

/** Mutation options (never retried: a sign-in token is single-use). */
export const tokenLoginMutation = () =>
  mutationOptions({ mutationKey: ['login', 'tokenlogin'] as const, mutationFn: tokenLogin, retry: false });
