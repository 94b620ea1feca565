/** POST /api/UpdateProfile/PersonalInfo (accounts spec §7: the personal-information variant of UpdateProfile). */
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../api-client';
import type { PersonalInfo, UpdateProfileResponse } from './profile-types';

/** Saves personal information (null Address when unchanged, only a changed phone). */
export async function updatePersonalInfo(personalInfo: PersonalInfo): Promise<UpdateProfileResponse> {
  const { data } = await api.post<UpdateProfileResponse>('UpdateProfile/PersonalInfo', { PersonalInfo: personalInfo });
  return data;
}

/** Mutation options (single-shot). */
export const updatePersonalInfoMutation = () =>
  mutationOptions({ mutationKey: ['profile', 'personalInfo'] as const, mutationFn: updatePersonalInfo, retry: false });

/** The personal-information save. */
export function useUpdatePersonalInfo() {
  return useMutation(updatePersonalInfoMutation());
}
