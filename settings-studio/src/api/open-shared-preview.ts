/**
 * POST /studio/api/shared-preview `{ token }`: what a shared preview link opens, without a staff session
 * (decision 390). A POST so the token stays out of logs; the answer's cookie lets the frame through.
 */
import { queryOptions } from '@tanstack/react-query';
import { studioApi } from './studio-client';

/** Query options of the shared preview of `token` (never retried: a refused link stays refused). */
export const sharedPreviewQuery = (token: string) =>
  queryOptions({
    queryKey: ['studio', 'shared-preview', token] as const,
    queryFn: ({ signal }) => studioApi('POST', 'shared-preview', { json: { token }, signal }),
    retry: false,
    staleTime: Infinity,
  });
