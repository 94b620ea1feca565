/**
 * POST /studio/api/import with the zip as the body: the keys that became draft, or 422 with every
 * problem at its key and file, nothing changed (decision 250).
 */
import { mutationOptions } from '@tanstack/react-query';
import type { Imported } from '@schemas/studio/studio-api';
import { studioApi } from './studio-client';

/** Uploads the zip. */
export function importInstitution(zip: Blob): Promise<Imported> {
  return studioApi('POST', 'import', { raw: zip, contentType: 'application/zip' });
}

/** Mutation options of the import; not retried. */
export const importInstitutionMutation = () =>
  mutationOptions({ mutationKey: ['studio', 'import'] as const, mutationFn: importInstitution, retry: false });
