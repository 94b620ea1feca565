/** `POST /studio/api/session/code`: the TOTP or recovery code that completes a sign-in · 401 wrong or used code. */
import type { CodeBody, StudioSession } from '@schemas/studio/studio-api';
import { studioApi } from './studio-client';

/** Completes the pending sign-in; the session cookie is set by the answer. */
export function submitSignInCode(body: CodeBody): Promise<StudioSession> {
  return studioApi('POST', 'session/code', { json: body });
}
