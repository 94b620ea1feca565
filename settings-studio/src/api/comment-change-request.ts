/** POST /studio/api/change-requests/:id/comments and .../comments/:commentId/resolve. */
import { mutationOptions } from '@tanstack/react-query';
import type { ChangeRequestDetail } from '@schemas/studio/change-requests';
import { studioApi } from './studio-client';

/** A new comment (on the request, on a key, or a reply to a thread), or resolving a thread. */
export type CommentAction =
  | { requestId: number; kind: 'comment'; body: string; key?: string | null; parentId?: number | null }
  | { requestId: number; kind: 'resolve'; commentId: number };

/** Posts the comment or resolves the thread. */
export function commentChangeRequest(action: CommentAction): Promise<ChangeRequestDetail> {
  if (action.kind === 'resolve')
    return studioApi('POST', 'change-requests/{id}/comments/{commentId}/resolve', {
      params: { id: action.requestId, commentId: action.commentId },
    });
  const { requestId, kind: _, ...body } = action;
  return studioApi('POST', 'change-requests/{id}/comments', { params: { id: requestId }, json: body });
}

/** Never retried: a retry could post the comment twice. */
export const commentChangeRequestMutation = () =>
  mutationOptions({
    mutationKey: ['studio', 'change-requests', 'comment'] as const,
    mutationFn: commentChangeRequest,
    retry: false,
  });
