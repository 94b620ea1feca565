/** GET /api/Login/GetInstitutionOptions (access spec §7: no payload, cached). */
import { queryOptions } from '@tanstack/react-query';
import type { InstitutionOptionsRaw } from '@schemas/settings/types';
import { api } from '../api-client';

/** Fetches the institution options alone (lengths, logo folder, credential mode). */
export async function fetchInstitutionOptions(): Promise<InstitutionOptionsRaw> {
  const { data } = await api.get('Login/GetInstitutionOptions');
  return typeof data === 'object' && data !== null ? data : {};
}

/** Query options: institution options change only with the institution, so one call per page life. */
export const institutionOptionsQuery = () =>
  queryOptions({
    queryKey: ['login', 'institutionOptions'] as const,
    queryFn: fetchInstitutionOptions,
    staleTime: Infinity,
  });
