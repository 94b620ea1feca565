/** POST /api/register/SetPasswordQuestion (access spec §4 "Secret question", §7). */
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { components } from '@contract/api-types';
import { api } from '../api-client';

/** Body of POST /api/register/SetPasswordQuestion. */
export type SetPasswordQuestionInput = components['schemas']['SetPasswordQuestionRequest'];

/**
 * Saves the secret question. The token goes in the body (contract) and as header, because the
 * session store is not set until the login process ends.
 */
export async function setPasswordQuestion(input: SetPasswordQuestionInput): Promise<void> {
  await api.post('register/SetPasswordQuestion', input, { headers: { UserToken: input.UserToken } });
}

/** Mutation options (single-shot). */
export const setPasswordQuestionMutation = () =>
  mutationOptions({
    mutationKey: ['register', 'setPasswordQuestion'] as const,
    mutationFn: setPasswordQuestion,
    retry: false,
  });

/** The secret-question mutation. */
export function useSetPasswordQuestion() {
  return useMutation(setPasswordQuestionMutation());
}
