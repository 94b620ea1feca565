/** GET /studio/api/history: every published version, newest first, with what it changed. */
import { queryOptions } from '@tanstack/react-query';
import type { HistoryEntry } from '@schemas/studio/studio-api';
import { studioRequest } from './studio-client';

/** Query key of the history; publish and rollback invalidate it. */
export const studioHistoryKey = ['studio', 'history'] as const;

/** Fetches the history. */
export async function getStudioHistory(signal?: AbortSignal): Promise<HistoryEntry[]> {
  const { data } = await studioRequest<HistoryEntry[]>('history', { signal });
  return data;
}

/** Query options of the history. */
export const studioHistoryQuery = () => queryOptions({ queryKey: studioHistoryKey, queryFn: ({ signal }) => getStudioHistory(signal) });
