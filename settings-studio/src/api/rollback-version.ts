/** POST /studio/api/rollback: publishes a new version equal to an earlier one (publisher only). */
import { mutationOptions } from '@tanstack/react-query';
import type { AwaitingApproval, Published, RollbackBody } from '@schemas/studio/studio-api';
import { studioApi } from './studio-client';

/** Rolls back to `version` with a note; with four eyes on, the first publisher's call waits for a second. */
export function rollbackVersion(body: RollbackBody): Promise<Published | AwaitingApproval> {
  return studioApi('POST', 'rollback', { json: body });
}

/** Never retried: a retry could publish the same rollback twice. */
export const rollbackVersionMutation = () =>
  mutationOptions({ mutationKey: ['studio', 'rollback'] as const, mutationFn: rollbackVersion, retry: false });
