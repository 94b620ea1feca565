/**
 * POST /api/AgreementLogging/LogAgreementRecords (access spec §3 "Agreement record", §7: "the agreement
 * log service that posts consent records"; its path is designed): the consent records posted after the
 * user accepted agreements (docs/decisions/142-agreement-consent-records.md).
 */
import type { components } from '@contract/api-types';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../api-client';

type Schemas = components['schemas'];

/**
 * One consent record (AgreementType, DateOfAgreement, NameOfTerms, AccountNumber, IPAddress, DateOfTerms, WhenToAgree).
 */
export type AgreementRecord = Schemas['AgreementRecord'];
/** The body: the user and the records. */
export type AgreementRecordsInput = Schemas['AgreementRecordsRequest'];

/** What the mutation gets: the body and the token (passed explicitly: the session is not set during login). */
export interface LogAgreementRecordsVariables {
  input: AgreementRecordsInput;
  userToken: string;
}

/** Posts the records; rejects when the call fails or the answer says HasNoErrors false. */
export async function logAgreementRecords({ input, userToken }: LogAgreementRecordsVariables): Promise<void> {
  const { data } = await api.post('AgreementLogging/LogAgreementRecords', input, {
    headers: { UserToken: userToken },
  });
  if (data?.HasNoErrors === false)
    throw new Error(`LogAgreementRecords answered ${data.Errors?.[0]?.ErrorMessage ?? 'an error'}`);
}

/** Mutation options (single-shot: a failure is said, the user answers again). */
export const logAgreementRecordsMutation = () =>
  mutationOptions({
    mutationKey: ['agreementLogging', 'records'] as const,
    mutationFn: logAgreementRecords,
    retry: false,
  });
