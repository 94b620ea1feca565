/** POST /studio/api/change-requests/:id/preview-links: makes a shared preview link (editors and publishers). */
import { mutationOptions } from '@tanstack/react-query';
import type { PreviewLinkMade, PreviewLinkRequest } from '@schemas/studio/preview-links';
import { studioApi } from './studio-client';

/** Makes a link to the request's preview as `link` says. */
export function makePreviewLink({
  requestId,
  link,
}: {
  requestId: number;
  link: PreviewLinkRequest;
}): Promise<PreviewLinkMade> {
  return studioApi('POST', 'change-requests/{id}/preview-links', { params: { id: requestId }, json: link });
}

/** Never retried: a retry would make a second link. */
export const makePreviewLinkMutation = () =>
  mutationOptions({
    mutationKey: ['studio', 'preview-links', 'make'] as const,
    mutationFn: makePreviewLink,
    retry: false,
  });
