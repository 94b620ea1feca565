/** POST /studio/api/rollback: publishes a new version equal to an earlier one (publisher only). */
import { mutationOptions } from '@tanstack/react-query';
import type { Published, RollbackBody } from '@schemas/studio/studio-api';
import { studioApi } from './studio-client';

/** Rolls back to `version` with a note. */
export function rollbackVersion(body: RollbackBody): Promise<Published> {
  return studioApi<Published>('POST', 'rollback', { json: body });
}

/** Never retried: a retry could publish the same rollback twice. */
export const rollbackVersionMutation = () => mutationOptions({ mutationKey: ['studio', 'rollback'] as const, mutationFn: rollbackVersion, retry: false });
