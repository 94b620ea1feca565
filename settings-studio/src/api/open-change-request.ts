/** POST /studio/api/change-requests: opens a named change request (editors and publishers). */
import { mutationOptions } from '@tanstack/react-query';
import type { ChangeRequestDetail } from '@schemas/studio/change-requests';
import { studioApi } from './studio-client';

/** Opens a request called `title`. */
export function openChangeRequest(title: string): Promise<ChangeRequestDetail> {
  return studioApi('POST', 'change-requests', { json: { title } });
}

/** Never retried: a retry could open the request twice. */
export const openChangeRequestMutation = () =>
  mutationOptions({
    mutationKey: ['studio', 'change-requests', 'open'] as const,
    mutationFn: openChangeRequest,
    retry: false,
  });
