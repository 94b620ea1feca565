/**
 * The caching of a check a one-time link (reset token, verify-email enc) asks: once per visit of the link (a
 * re-render or StrictMode's second effect shares the request; gcTime 0 forgets it when the page closes, so the
 * used link, opened again, is asked again); a failure is an answer to show, not retried.
 */
export const ONCE_PER_LINK = { staleTime: Infinity, gcTime: 0, retry: false } as const;
