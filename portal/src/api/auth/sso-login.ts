/** POST /api/Login/SsoLogin (designed; access spec §4 "SSO", §7): signs in with the identity provider's token. */
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api } from '../api-client';
import type { LoginResponse } from './login-types';

/** Exchanges the SSO token for login data; `IsLoggedIn: false` means the token was not accepted. */
export async function ssoLogin(token: string): Promise<LoginResponse> {
  const body: components['schemas']['SsoLoginRequest'] = { Token: token, Channel: 'Web' };
  const { data } = await api.post('Login/SsoLogin', body);
  return data;
}

/** Mutation options (never retried: a sign-in token is single-use). */
export const ssoLoginMutation = () =>
  mutationOptions({ mutationKey: ['login', 'ssoLogin'] as const, mutationFn: ssoLogin, retry: false });

/** The SSO sign-in mutation. */
export function useSsoLogin() {
  return useMutation(ssoLoginMutation());
}
