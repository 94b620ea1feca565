/** The calls of credential recovery (access spec §7 `Recovery/*`), on the one API client. */
import { api } from '../api-client';
import type {
  AnswerSecretQuestionResponse,
  ErrorEnvelope,
  GenerateNewPasswordRequest,
  RecoveryRequest,
  RecoveryUser,
  SecretQuestionResponse,
} from './recovery-types';

/** Step 1: finds the logon name and secret question for the identifying details. */
export async function getSecretQuestion(request: RecoveryRequest): Promise<SecretQuestionResponse> {
  const { data } = await api.post<SecretQuestionResponse>('Recovery/GetSecretQuestion', request);
  return data;
}

/** Step 2 with a secret question: checks the answer and sends the reset e-mail. */
export async function answerSecretQuestion(user: RecoveryUser): Promise<AnswerSecretQuestionResponse> {
  const { data } = await api.post<AnswerSecretQuestionResponse>('Recovery/AnswerSecretQuestion', user);
  return data;
}

/** Step 2 when recoverCredentialsWithoutQuestion is on: sends the reset e-mail directly. */
export async function generateNewPassword(request: GenerateNewPasswordRequest): Promise<ErrorEnvelope> {
  const { data } = await api.post<ErrorEnvelope>('Recovery/GenerateNewPassword', request);
  return data;
}
