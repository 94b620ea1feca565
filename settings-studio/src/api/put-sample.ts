/** PUT /studio/api/sample: makes another sample institution the one the portal serves (publisher). */
import { mutationOptions } from '@tanstack/react-query';
import type { AwaitingApproval } from '@schemas/studio/studio-api';
import { isAwaiting } from './awaiting-approval';
import { studioApi } from './studio-client';

/** Switches the institution to `sampleId`; with four eyes on, the first publisher's call waits for a second. */
export async function putSample(sampleId: string): Promise<AwaitingApproval | null> {
  const answer = await studioApi('PUT', 'sample', { json: { sampleId } });
  return isAwaiting(answer) ? answer : null;
}

/** Mutation options; not retried. */
export const putSampleMutation = () =>
  mutationOptions({ mutationKey: ['studio', 'sample'] as const, mutationFn: putSample, retry: false });
