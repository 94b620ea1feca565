/** GET /api/file/GetFileTypes (spec §7): the file types of the upload widget, used when file services are on. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import type { FileType } from './document-types';

/** Fetches the file types ({ID, Description}). */
export async function fetchFileTypes(): Promise<FileType[]> {
  const { data } = await api.get('file/GetFileTypes');
  return Array.isArray(data?.FileTypes) ? data.FileTypes : [];
}

/** Query options: the institution's list changes rarely, so one call per page life. */
export const fileTypesQuery = () =>
  queryOptions({ queryKey: ['documents', 'fileTypes'] as const, queryFn: fetchFileTypes, staleTime: Infinity });

/** The file-types query. */
export function useFileTypesQuery() {
  return useQuery(fileTypesQuery());
}
