/** POST /api/UpdateProfile/UserInfo (accounts spec §7: the user-information variant of UpdateProfile). */
import { api } from '../api-client';
import type { UpdateProfileResponse, UserInfoInput } from './profile-types';

/** Saves user information; the answer carries HasNoErrors and the saved UserInfo or a server code. */
export async function updateUserInfo(userInfo: UserInfoInput): Promise<UpdateProfileResponse> {
  const { data } = await api.post('UpdateProfile/UserInfo', { UserInfo: userInfo });
  return data;
}
