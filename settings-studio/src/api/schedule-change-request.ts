/**
 * POST and DELETE /studio/api/change-requests/:id/schedule: publish an approved request at a time in the lender's time
 * zone, or cancel (decision 341).
 */
import { mutationOptions } from '@tanstack/react-query';
import type { ChangeRequestDetail } from '@schemas/studio/change-requests';
import { studioApi } from './studio-client';

/** `at` is `yyyy-MM-ddTHH:mm` in the lender's time zone; null cancels. */
export function scheduleChangeRequest({
  requestId,
  at,
}: {
  requestId: number;
  at: string | null;
}): Promise<ChangeRequestDetail> {
  const params = { id: requestId };
  return at === null
    ? studioApi('DELETE', 'change-requests/{id}/schedule', { params })
    : studioApi('POST', 'change-requests/{id}/schedule', { params, json: { at } });
}

/** Mutation options of scheduling. */
export const scheduleChangeRequestMutation = () =>
  mutationOptions({
    mutationKey: ['studio', 'change-requests', 'schedule'] as const,
    mutationFn: scheduleChangeRequest,
    retry: false,
  });
