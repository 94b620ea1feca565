/**
 * POST /api/UpdateProfile and its designed split calls: each section saved in turn (user info,
 * personal info, notifications); the first refusal stops the rest and answers its code.
 */
import type { AccountsContext, Schemas } from './accounts-context.ts';
import { updateNotifications, updatePersonalInfo } from './profile-personal.ts';
import { updateUserInfo } from './profile-user-info.ts';

type Answer = Schemas['UpdateProfileResponse'];

const refusedWith = (code: string): Answer => ({ HasNoErrors: false, Errors: [{ ErrorMessage: code }] });

/** Saves the sections present in the request. */
export async function updateProfile(
  ctx: AccountsContext,
  userName: string,
  body: Schemas['UpdateProfileRequest'],
): Promise<Answer> {
  const answer: Answer = { HasNoErrors: true, Errors: [] };
  if (body.UserInfo) {
    const r = await updateUserInfo(ctx, userName, body.UserInfo);
    if (!r.ok) return refusedWith(r.code);
    answer.UserInfo = r.userInfo;
  }
  if (body.PersonalInfo) {
    const r = await updatePersonalInfo(ctx, userName, body.PersonalInfo);
    if (!r.ok) return refusedWith(r.code);
    answer.PersonalInfo = r.value;
  }
  if (body.UserAlertsInfo) {
    const r = await updateNotifications(ctx, userName, body.UserAlertsInfo);
    if (!r.ok) return refusedWith(r.code);
    answer.UserAlertsInfo = r.value;
  }
  return answer;
}
