/** POST /api/CredentialValidationRules/GetLogonValidationRules (access spec §7: empty body, cached). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api } from '../api-client';

/** The answer: the logon-name rules (same shape as the password rules) and the lengths. */
export type LogonValidationRulesResponse = components['schemas']['LogonValidationRules'];

/** Fetches the institution's logon-name rules. */
export async function fetchLogonValidationRules(): Promise<LogonValidationRulesResponse> {
  const { data } = await api.post('CredentialValidationRules/GetLogonValidationRules', {});
  return { ...data, LogonValidationRules: data?.LogonValidationRules ?? [], MinimumLength: data?.MinimumLength ?? 0 };
}

/** Query options: the rules change only with the institution, so they are fetched once per page life. */
export const logonValidationRulesQuery = () =>
  queryOptions({
    queryKey: ['credentials', 'logonValidationRules'] as const,
    queryFn: fetchLogonValidationRules,
    staleTime: Infinity,
  });

/** The logon-rules query. */
export function useLogonValidationRulesQuery() {
  return useQuery(logonValidationRulesQuery());
}
