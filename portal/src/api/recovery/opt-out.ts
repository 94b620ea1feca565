/** POST /api/OptOut/OptOut (access spec §4 "Opt-out", §7). */
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../api-client';
import type { ErrorEnvelope } from './recovery-types';

/** Opts out of e-mail notifications. The API names the field EmailAddress but takes the link's token (spec §7). */
export async function optOut(token: string): Promise<ErrorEnvelope> {
  const { data } = await api.post('OptOut/OptOut', { EmailAddress: token });
  return data;
}

/** Mutation options (single-shot). */
export const optOutMutation = () => mutationOptions({ mutationKey: ['optOut'] as const, mutationFn: optOut });

/** The opt-out mutation. */
export function useOptOut() {
  return useMutation(optOutMutation());
}
