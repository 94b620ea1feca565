/** PUT /studio/api/config: the studio's rules (four eyes); publishers only. */
import { mutationOptions } from '@tanstack/react-query';
import type { AwaitingApproval, StudioConfig } from '@schemas/studio/studio-api';
import { studioApi } from './studio-client';

/** Saves the config and answers it as stored; switching four eyes off waits for a second publisher. */
export function putStudioConfig(config: StudioConfig): Promise<StudioConfig | AwaitingApproval> {
  return studioApi('PUT', 'config', { json: config });
}

/** Mutation options of the config. */
export const putStudioConfigMutation = () =>
  mutationOptions({ mutationKey: ['studio', 'config'] as const, mutationFn: putStudioConfig, retry: false });
