/**
 * POST /api/Recovery/GenerateNewPassword (access spec §7), recovery step 2 without a question. Chained after step 1 by
 * the recovery mutation (features/recovery/use-recovery.ts).
 */
import { api } from '../api-client';
import type { GenerateNewPasswordRequest, ErrorEnvelope } from './recovery-types';

/** Sends the reset e-mail directly. */
export async function generateNewPassword(input: GenerateNewPasswordRequest): Promise<ErrorEnvelope> {
  const { data } = await api.post('Recovery/GenerateNewPassword', input);
  return data;
}
