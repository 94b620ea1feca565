/** A four-eyes answer (202): the change waits for another publisher asking the same (decision 287). */
import type { AwaitingApproval } from '@schemas/studio/studio-api';

/** True when a change's answer says it waits for a second publisher rather than being done. */
export function isAwaiting(answer: unknown): answer is AwaitingApproval {
  return typeof answer === 'object' && answer !== null && 'pending' in answer && 'message' in answer;
}
