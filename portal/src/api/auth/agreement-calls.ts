/**
 * Agreement calls of the login process (access spec §4 "Agreements step", §7 AgreementLogging):
 * which agreements the user still has to accept for a trigger, and recording the consent.
 */
import type { components } from '@contract/api-types';
import { api } from '../api-client';

type Schemas = components['schemas'];

/** One agreement the user has to accept (Name, Url, HostNum). */
export type NeededAgreement = Schemas['Agreement'];
/** Body of POST /api/AgreementLogging. */
export type LogAgreementsInput = Schemas['AgreementLoggingRequest'];

/**
 * Agreements of trigger `whenToAgree` (login 0, ecommunicationreagree 5, ...) not yet accepted by
 * the user the token names. The token is passed explicitly: the session is not set during login.
 */
export async function fetchNeededAgreements(whenToAgree: number, userToken: string): Promise<NeededAgreement[]> {
  const { data } = await api.get<Schemas['NeededAgreementsResponse']>('AgreementLogging/GetNeededAgreements', {
    params: { whenToAgree },
    headers: { UserToken: userToken },
  });
  return data.Agreements ?? [];
}

/** Records consent to the agreements (host numbers). */
export async function logAgreements(input: LogAgreementsInput, userToken: string): Promise<void> {
  await api.post('AgreementLogging', input, { headers: { UserToken: userToken } });
}
