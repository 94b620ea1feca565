/** POST /api/UpdateProfile/PersonalInfo (accounts spec §7: the personal-information variant of UpdateProfile). */
import { api } from '../api-client';
import type { PersonalInfo, UpdateProfileResponse } from './profile-types';

/** Saves personal information (null Address when unchanged, only a changed phone). */
export async function updatePersonalInfo(personalInfo: PersonalInfo): Promise<UpdateProfileResponse> {
  const { data } = await api.post('UpdateProfile/PersonalInfo', { PersonalInfo: personalInfo });
  return data;
}
