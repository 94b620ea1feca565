/** `DELETE /studio/api/session`: ends the staff session (204). */
import { studioApi } from './studio-client';

/** Signs the staff member out. */
export function signOut(): Promise<void> {
  return studioApi('DELETE', 'session');
}
