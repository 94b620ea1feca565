/** PUT /studio/api/sample: makes another sample institution the one the portal serves (publisher). */
import { mutationOptions } from '@tanstack/react-query';
import { studioRequest } from './studio-client';

/** Switches the institution to `sampleId`. */
export async function putSample(sampleId: string): Promise<void> {
  await studioRequest<unknown>('sample', { method: 'PUT', json: { sampleId } });
}

/** Mutation options; not retried. */
export const putSampleMutation = () => mutationOptions({ mutationKey: ['studio', 'sample'] as const, mutationFn: putSample, retry: false });
