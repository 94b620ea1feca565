/**
 * POST /api/Recovery/AnswerSecretQuestion (access spec §7), recovery step 2 with a secret question. Run by the recovery
 * mutation (features/recovery/use-recovery.ts).
 */
import { api } from '../api-client';
import type { RecoveryUser, AnswerSecretQuestionResponse } from './recovery-types';

/** Checks the answer and sends the reset e-mail. */
export async function answerSecretQuestion(input: RecoveryUser): Promise<AnswerSecretQuestionResponse> {
  const { data } = await api.post('Recovery/AnswerSecretQuestion', input);
  return data;
}
