/**
 * PUT /studio/api/change-requests/:id/settings/:key: proposes a value in a change request (If-Match: the entry's
 * revision).
 */
import { mutationOptions } from '@tanstack/react-query';
import type { ChangeRequestDetail } from '@schemas/studio/change-requests';
import { studioApi } from './studio-client';

/** One proposal to save. */
export interface ChangeRequestValue {
  requestId: number;
  key: string;
  value: string;
  /** The entry's revision as loaded (0: not in the request yet). */
  revision: number;
}

/** Saves the proposal; 412 when someone saved the key in this request since. */
export function saveChangeRequestValue({
  requestId,
  key,
  value,
  revision,
}: ChangeRequestValue): Promise<ChangeRequestDetail> {
  return studioApi('PUT', 'change-requests/{id}/settings/{key}', {
    params: { id: requestId, key },
    json: { value },
    ifMatch: revision,
  });
}

/** Mutation options of a save. */
export const saveChangeRequestValueMutation = () =>
  mutationOptions({ mutationKey: ['studio', 'change-requests', 'save'] as const, mutationFn: saveChangeRequestValue });
