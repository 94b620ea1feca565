/** GET /api/setup/ApplicationOptions: the institution's settings and options (access spec §7). */
import { queryOptions } from '@tanstack/react-query';
import type { ApplicationOptionsResponse } from '@schemas/settings/types';
import { api } from '../api-client';

/**
 * Loads settings (shared and english sets) and institution options; in a catalogue language other than
 * English the answer adds that language's set (`?language=es`, decision 360). A failure sends the user to
 * Error500 (shell).
 */
export async function fetchApplicationOptions(language = 'en'): Promise<ApplicationOptionsResponse> {
  const { data } = await api.get('setup/ApplicationOptions', language === 'en' ? {} : { params: { language } });
  return data;
}

/**
 * Query options: loaded once per page load at boot (`queryClient.ensureQueryData`, app/boot-loader.ts);
 * settings do not change while the portal runs. Not retried: a failure shows Error500 and the next
 * navigation tries again.
 */
export const applicationOptionsQuery = (language = 'en') =>
  queryOptions({
    queryKey: ['setup', 'applicationOptions', language] as const,
    queryFn: () => fetchApplicationOptions(language),
    staleTime: Infinity,
    retry: false,
  });
