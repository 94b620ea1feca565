/** POST /api/UpdateProfile/UserInfo (accounts spec §7: the user-information variant of UpdateProfile). */
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../api-client';
import type { UpdateProfileResponse, UserInfoInput } from './profile-types';

/** Saves user information; the answer carries HasNoErrors and the saved UserInfo or a server code. */
export async function updateUserInfo(userInfo: UserInfoInput): Promise<UpdateProfileResponse> {
  const { data } = await api.post<UpdateProfileResponse>('UpdateProfile/UserInfo', { UserInfo: userInfo });
  return data;
}

/** Mutation options: a password change is never retried. */
export const updateUserInfoMutation = () =>
  mutationOptions({ mutationKey: ['profile', 'userInfo'] as const, mutationFn: updateUserInfo, retry: false });

/** The user-information save. */
export function useUpdateUserInfo() {
  return useMutation(updateUserInfoMutation());
}
