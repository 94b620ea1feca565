/**
 * POST /api/Recovery/GetSecretQuestion (access spec §7), recovery step 1. Chained with the next call by the recovery
 * mutation (features/recovery/use-recovery.ts), so it has no hook of its own.
 */
import { api } from '../api-client';
import type { RecoveryRequest, SecretQuestionResponse } from './recovery-types';

/** Finds the logon name and secret question for the identifying details. */
export async function getSecretQuestion(input: RecoveryRequest): Promise<SecretQuestionResponse> {
  const { data } = await api.post('Recovery/GetSecretQuestion', input);
  return data;
}
