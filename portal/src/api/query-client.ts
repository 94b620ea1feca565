/**
 * The one TanStack Query client: server state, caching and de-duplication of identical pending
 * requests. Cleared on logout so nothing of one user's data survives into the next session.
 */
import { QueryClient } from '@tanstack/react-query';
import { toApiFailure } from './api-failure';

/** Retry once only when a second try can help (no answer, or a 5xx); never on 4xx or Unauthorized. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  const failure = toApiFailure(error);
  return failure.kind === 'network' || (failure.kind === 'http' && failure.status >= 500);
}

/** The portal's query client (provided by the shell at the root). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
