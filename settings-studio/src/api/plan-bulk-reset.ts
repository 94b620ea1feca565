/** POST /studio/api/bulk/reset-plan: which of these keys (and their language keys) a reset to the defaults changes. */
import { mutationOptions } from '@tanstack/react-query';
import type { BulkResetPlan } from '@schemas/studio/bulk-changes';
import { studioApi } from './studio-client';

/** Plans the reset of the catalogue keys `keys`. */
export function planBulkReset(keys: string[]): Promise<BulkResetPlan> {
  return studioApi('POST', 'bulk/reset-plan', { json: { keys } });
}

/** Mutation options of the plan: asked for when staff press the button, not on every render. */
export const planBulkResetMutation = () =>
  mutationOptions({ mutationKey: ['studio', 'bulk', 'reset-plan'] as const, mutationFn: planBulkReset });
