/** PUT /api/ManualChangeContactInfo (accounts spec §7): the 'User Info Changes Form' request. */
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../api-client';
import type { ContactChangeRequest } from './profile-types';

/** Sends the request; an answer with HasNoErrors false is a failure ('Something went wrong.'). */
export async function requestContactChange(body: ContactChangeRequest): Promise<void> {
  const { data } = await api.put('ManualChangeContactInfo', body);
  if (data && data.HasNoErrors === false) throw new Error('ManualChangeContactInfo answered with errors');
}

/** Mutation options (single-shot: the borrower presses Submit again). */
export const requestContactChangeMutation = () =>
  mutationOptions({
    mutationKey: ['profile', 'contactChange'] as const,
    mutationFn: requestContactChange,
    retry: false,
  });
