/**
 * POST /studio/api/import with the zip as the body: the keys that became draft, or 422 with every
 * problem at its key and file, nothing changed (decision 250).
 */
import { mutationOptions } from '@tanstack/react-query';
import type { Imported } from '@schemas/studio/studio-api';
import { studioRequest } from './studio-client';

/** Uploads the zip. */
export async function importInstitution(zip: Blob): Promise<Imported> {
  const { data } = await studioRequest<Imported>('import', { method: 'POST', raw: zip, contentType: 'application/zip' });
  return data;
}

/** Mutation options of the import; not retried. */
export const importInstitutionMutation = () => mutationOptions({ mutationKey: ['studio', 'import'] as const, mutationFn: importInstitution, retry: false });
