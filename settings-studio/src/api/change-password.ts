/**
 * `PUT /studio/api/me/password`: the signed-in staff member's new password · 403 wrong current password · 422 weak or
 * not the same.
 */
import type { ChangePasswordBody } from '@schemas/studio/studio-api';
import { studioApi } from './studio-client';

/** Changes the own password; the staff member's other sessions end. */
export function changePassword(body: ChangePasswordBody): Promise<void> {
  return studioApi('PUT', 'me/password', { json: body });
}
