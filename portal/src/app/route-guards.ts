import { replace } from 'react-router';
import { useSessionStore } from '@/session/session-store';
import { HOME_PATH } from '@/ui/route-paths';

/**
 * Loader of the logged-in area: without a user token the visitor goes home with the history entry
 * replaced (access spec §2), so Back does not return to the guarded page.
 */
export function requireSession(): null {
  if (!useSessionStore.getState().token) throw replace(HOME_PATH);
  return null;
}

/** Loader of the empty path and of unknown paths: home, replacing the entry. */
export function redirectHome(): never {
  throw replace(HOME_PATH);
}
