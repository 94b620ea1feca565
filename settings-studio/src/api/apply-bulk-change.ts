/**
 * POST /studio/api/change-requests/bulk: a reset or a replacement written into a new change request or an
 * unpublished one; answers the request.
 */
import { mutationOptions } from '@tanstack/react-query';
import type { BulkChangeBody } from '@schemas/studio/bulk-changes';
import type { ChangeRequestDetail } from '@schemas/studio/change-requests';
import { studioApi } from './studio-client';

/** Writes the change. */
export function applyBulkChange(body: BulkChangeBody): Promise<ChangeRequestDetail> {
  return studioApi('POST', 'change-requests/bulk', { json: body });
}

/** Never retried: a retry could open the request twice. */
export const applyBulkChangeMutation = () =>
  mutationOptions({
    mutationKey: ['studio', 'change-requests', 'bulk'] as const,
    mutationFn: applyBulkChange,
    retry: false,
  });
