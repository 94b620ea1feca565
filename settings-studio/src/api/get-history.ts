/** GET /studio/api/history: every published version, newest first, with what it changed. */
import { queryOptions } from '@tanstack/react-query';
import type { HistoryEntry } from '@schemas/studio/studio-api';
import { studioApi } from './studio-client';

/** Query key of the history; publish and rollback invalidate it. */
export const studioHistoryKey = ['studio', 'history'] as const;

/** Fetches the history. */
export function getStudioHistory(signal?: AbortSignal): Promise<HistoryEntry[]> {
  return studioApi('GET', 'history', { signal });
}

/** Query options of the history. */
export const studioHistoryQuery = () =>
  queryOptions({ queryKey: studioHistoryKey, queryFn: ({ signal }) => getStudioHistory(signal) });
