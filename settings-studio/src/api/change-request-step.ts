/**
 * The review steps of a change request, each a POST under /studio/api/change-requests/:id/ with the
 * request as the answer: submit (the author, naming reviewers), approve and reject (a named reviewer),
 * rebase (onto what is live), publish (approved only; answers the new version, or 409 `RebaseNeeded`).
 */
import { mutationOptions } from '@tanstack/react-query';
import type { ChangeRequestDetail } from '@schemas/studio/change-requests';
import type { Published } from '@schemas/studio/studio-api';
import { studioApi } from './studio-client';

/** One step and its body. */
export type ChangeRequestStep =
  | { requestId: number; step: 'submit'; reviewers: string[] }
  | { requestId: number; step: 'approve' | 'reject' | 'rebase' }
  | { requestId: number; step: 'publish'; note: string };

/** Takes the step. */
export function takeChangeRequestStep({
  requestId,
  step,
  ...body
}: ChangeRequestStep): Promise<ChangeRequestDetail | Published> {
  return studioApi('POST', `change-requests/{id}/${step}` as const, { params: { id: requestId }, json: body });
}

/** Never retried: a retry could publish twice. */
export const changeRequestStepMutation = () =>
  mutationOptions({
    mutationKey: ['studio', 'change-requests', 'step'] as const,
    mutationFn: takeChangeRequestStep,
    retry: false,
  });
