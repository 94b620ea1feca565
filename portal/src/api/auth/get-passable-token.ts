/**
 * GET /api/PassableToken/GetPassableToken (access spec §7): a short-lived, single-use token for an
 * address opened in a new tab, where the `UserToken` header cannot go (e.g. GET /api/ApplyForLoan).
 */
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../api-client';

/** Asks for a fresh passable token (the answer is the token as a JSON string). */
export async function getPassableToken(): Promise<string> {
  const { data } = await api.get<string>('PassableToken/GetPassableToken');
  if (typeof data !== 'string' || data.trim() === '') throw new Error('GetPassableToken answered without a token');
  return data;
}

/**
 * Mutation options: every use issues a new single-use token, so it is never cached (a query would
 * hand a spent token to the second click) and never retried.
 */
export const passableTokenMutation = () =>
  mutationOptions({ mutationKey: ['passableToken', 'get'] as const, mutationFn: getPassableToken, retry: false });

/** The passable-token mutation. */
export function useGetPassableToken() {
  return useMutation(passableTokenMutation());
}
