/** GET /api/AgreementLogging/GetNeededAgreements (access spec §4 "Agreements step", §7). */
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api } from '../api-client';

/** One agreement the user has to accept (Name, Url, HostNum). */
export type NeededAgreement = components['schemas']['Agreement'];

/**
 * Agreements of trigger `whenToAgree` (login 0, ecommunicationreagree 5, ...) not yet accepted by
 * the user the token names. The token is passed explicitly: the session is not set during login.
 */
export async function fetchNeededAgreements(whenToAgree: number, userToken: string): Promise<NeededAgreement[]> {
  const { data } = await api.get('AgreementLogging/GetNeededAgreements', {
    params: { whenToAgree },
    headers: { UserToken: userToken },
  });
  return data.Agreements ?? [];
}

/**
 * Query options for one trigger. The token stays out of the key (keys are not for secrets); nothing
 * is kept once the step unmounts (gcTime 0) and a failure is not retried, like every login-process call.
 */
export const neededAgreementsQuery = (whenToAgree: number, userToken: string) =>
  queryOptions({
    queryKey: ['agreementLogging', 'needed', whenToAgree] as const,
    queryFn: () => fetchNeededAgreements(whenToAgree, userToken),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
