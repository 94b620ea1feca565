/**
 * GET /api/PassableToken/GetPassableToken (access spec §7): a short-lived, single-use token for an
 * address opened in a new tab, where the `UserToken` header cannot go (e.g. GET /api/ApplyForLoan).
 */
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../api-client';

/** Asks for a fresh passable token (the answer is the token as a JSON string). */
export async function getPassableToken(): Promise<string> {
  const { data } = await api.get('PassableToken/GetPassableToken');
  if (typeof data !== 'string' || data.trim() === '') throw new Error('GetPassableToken answered without a token');
  return data;
}

/** Mutation options: each press asks for a fresh single-use token (never cached, not retried). */
export const passableTokenMutation = () =>
  mutationOptions({ mutationKey: ['auth', 'passableToken'] as const, mutationFn: getPassableToken, retry: false });
