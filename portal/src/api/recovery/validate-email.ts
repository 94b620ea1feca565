/** POST /api/Login/ValidateEmail (access spec §4 "Verify e-mail page", §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { ONCE_PER_LINK } from './once-per-link';
import type { ErrorEnvelope } from './recovery-types';

/** Verifies an e-mail address with the enc value of the verify-email link. */
export async function validateEmail(enc: string): Promise<ErrorEnvelope> {
  const { data } = await api.post('Login/ValidateEmail', { EncryptedUserData: enc });
  return data;
}

/** Query options: checked once per visit of the link; a failure is an answer to show, not retried. */
export const validateEmailQuery = (enc: string) =>
  queryOptions({
    queryKey: ['login', 'validateEmail', enc] as const,
    queryFn: () => validateEmail(enc),
    ...ONCE_PER_LINK,
  });

/** The verify-email check; `enabled` false skips it (no enc in the link). */
export function useValidateEmail(enc: string, enabled: boolean) {
  return useQuery({ ...validateEmailQuery(enc), enabled });
}
