/** GET /studio/api/change-requests/:id/preview-links: a request's shared preview links (decision 390). */
import { queryOptions } from '@tanstack/react-query';
import { changeRequestsKey } from './get-change-requests';
import { studioApi } from './studio-client';

/** Query key of a request's links (under the change requests' key, so a change to the request refreshes it too). */
export const previewLinksKey = (requestId: number) => [...changeRequestsKey, requestId, 'preview-links'] as const;

/** Query options of the links, newest first. */
export const previewLinksQuery = (requestId: number) =>
  queryOptions({
    queryKey: previewLinksKey(requestId),
    queryFn: ({ signal }) =>
      studioApi('GET', 'change-requests/{id}/preview-links', { params: { id: requestId }, signal }),
  });
