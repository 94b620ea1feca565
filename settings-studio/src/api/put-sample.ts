/** PUT /studio/api/sample: makes another sample institution the one the portal serves (publisher). */
import { mutationOptions } from '@tanstack/react-query';
import { studioApi } from './studio-client';

/** Switches the institution to `sampleId`. */
export async function putSample(sampleId: string): Promise<void> {
  await studioApi<unknown>('PUT', 'sample', { json: { sampleId } });
}

/** Mutation options; not retried. */
export const putSampleMutation = () => mutationOptions({ mutationKey: ['studio', 'sample'] as const, mutationFn: putSample, retry: false });
