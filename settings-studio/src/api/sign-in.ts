/** `POST /studio/api/session`: staff sign-in · 401 wrong name or password · 429 too many attempts. */
import type { SignInBody, StudioSession } from '@schemas/studio/studio-api';
import { studioApi } from './studio-client';

/** Signs a staff member in; the session cookie is set by the answer. */
export function signIn(body: SignInBody): Promise<StudioSession> {
  return studioApi<StudioSession>('POST', 'session', { json: body });
}
