/** POST /api/CredentialValidationRules/GetPasswordValidationRules (access spec §7: empty body, cached). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import type { PasswordValidationRulesResponse } from './credential-types';

/** Fetches the institution's password rules and minimum length. */
export async function fetchPasswordValidationRules(): Promise<PasswordValidationRulesResponse> {
  const { data } = await api.post('CredentialValidationRules/GetPasswordValidationRules', {});
  return {
    ...data,
    PasswordValidationRules: data?.PasswordValidationRules ?? [],
    MinimumLength: data?.MinimumLength ?? 0,
  };
}

/** Query options: the rules change only with the institution, so they are cached for the page's life. */
export const passwordValidationRulesQuery = () =>
  queryOptions({
    queryKey: ['credentials', 'passwordValidationRules'] as const,
    queryFn: fetchPasswordValidationRules,
    staleTime: Infinity,
  });

/** The password-rules query; `enabled` false skips the call (legacy mode). */
export function usePasswordValidationRulesQuery(enabled: boolean) {
  return useQuery({ ...passwordValidationRulesQuery(), enabled });
}
