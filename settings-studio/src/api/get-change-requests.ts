/** GET /studio/api/change-requests and GET /studio/api/change-requests/:id (decision 340). */
import { queryOptions } from '@tanstack/react-query';
import { studioApi } from './studio-client';

/** Query key of every change-request query; each change to a request invalidates it. */
export const changeRequestsKey = ['studio', 'change-requests'] as const;

/** Query options of the list, newest first. */
export const changeRequestsQuery = () =>
  queryOptions({
    queryKey: changeRequestsKey,
    queryFn: ({ signal }) => studioApi('GET', 'change-requests', { signal }),
  });

/** Query options of one request with its comments. */
export const changeRequestQuery = (id: number) =>
  queryOptions({
    queryKey: [...changeRequestsKey, id] as const,
    queryFn: ({ signal }) => studioApi('GET', 'change-requests/{id}', { params: { id }, signal }),
  });
