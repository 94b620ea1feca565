/** DELETE /studio/api/change-requests/:id/preview-links/:linkId: revokes a shared preview link (editors, publishers) */
import { mutationOptions } from '@tanstack/react-query';
import type { PreviewLink } from '@schemas/studio/preview-links';
import { studioApi } from './studio-client';

/** Revokes the link; answers the request's links as they now stand. */
export function revokePreviewLink({
  requestId,
  linkId,
}: {
  requestId: number;
  linkId: number;
}): Promise<PreviewLink[]> {
  return studioApi('DELETE', 'change-requests/{id}/preview-links/{linkId}', { params: { id: requestId, linkId } });
}

/** Mutation options of revoking. */
export const revokePreviewLinkMutation = () =>
  mutationOptions({
    mutationKey: ['studio', 'preview-links', 'revoke'] as const,
    mutationFn: revokePreviewLink,
    retry: false,
  });
