/**
 * What the publish page says when the server refuses (decision 258): each message names the rule, so a
 * staff member knows whether to ask a publisher, ask a second publisher, or review the diff again.
 */
import type { StaffRole } from '@schemas/studio/studio-api';
import { StudioApiError } from '@studio/api/studio-client';

/** Facts the message is built from. */
export interface PublishRefusalContext {
  role: StaffRole | undefined;
  fourEyes: boolean;
  /** Keys of the draft whose last editor is the signed-in publisher. */
  ownKeys: string[];
}

/** The sentence for a failed publish. */
export function publishErrorMessage(error: unknown, context: PublishRefusalContext): string {
  if (!(error instanceof StudioApiError)) return 'Publishing failed. Try again.';
  if (error.status === 403) {
    if (context.role !== 'publisher') {
      return (
        'Not published: only publishers can publish. Your role is ' +
        (context.role ?? 'unknown') +
        '; ask a publisher to review this draft.'
      );
    }
    if (context.fourEyes) {
      const keys = context.ownKeys.length > 0 ? ` (${context.ownKeys.join(', ')})` : '';
      return `Not published: four eyes is on, and a publisher may not publish a draft in which they were the last editor of a key${keys}. Ask another publisher to publish it.`;
    }
    return `Not published: ${error.message}`;
  }
  if (error.status === 412) {
    return 'Not published: the draft changed since you loaded it (someone saved or discarded a key). The changes below are reloaded; review them and publish again.';
  }
  if (error.status === 401) return 'Not published: your studio session ended. Sign in again.';
  return `Not published: ${error.message}`;
}

/** The sentence for a failed discard of one key. */
export function discardErrorMessage(error: unknown, key: string): string {
  if (error instanceof StudioApiError && error.status === 412) {
    return `The draft of ${key} was not discarded: someone saved it since you loaded the diff. The diff is reloaded; check the new value.`;
  }
  if (error instanceof StudioApiError && error.status === 403)
    return `The draft of ${key} was not discarded: viewers cannot change drafts.`;
  return `The draft of ${key} was not discarded: ${error instanceof Error ? error.message : 'try again'}.`;
}
