/** POST /api/AgreementLogging (access spec §4 "Agreements step", §7): records the consent. */
import type { components } from '@contract/api-types';
import { api } from '../api-client';

/** Body of POST /api/AgreementLogging, with the token of the running login. */
export interface LogAgreementsInput {
  body: components['schemas']['AgreementLoggingRequest'];
  userToken: string;
}

/** Records consent to the agreements (host numbers). */
export async function logAgreements({ body, userToken }: LogAgreementsInput): Promise<void> {
  await api.post('AgreementLogging', body, { headers: { UserToken: userToken } });
}
