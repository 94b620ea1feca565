/** GET /studio/api/export: the institution as a zip of a `settings-samples/<name>/` folder. */
import { mutationOptions } from '@tanstack/react-query';
import { studioRequest } from './studio-client';

/** The zip and the file name the server proposed. */
export interface ExportedZip {
  blob: Blob;
  fileName: string;
}

/** Reads `filename="…"` of a Content-Disposition header; a fixed name otherwise. */
export function fileNameOf(disposition: string | null): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : 'institution.zip';
}

/** Downloads the export (a mutation: it is a user's action, not cached state). */
export async function exportInstitution(): Promise<ExportedZip> {
  const { data, headers } = await studioRequest<Blob>('export', { as: 'blob' });
  return { blob: data, fileName: fileNameOf(headers.get('Content-Disposition')) };
}

/** Mutation options of the export. */
export const exportInstitutionMutation = () => mutationOptions({ mutationKey: ['studio', 'export'] as const, mutationFn: exportInstitution, retry: false });
