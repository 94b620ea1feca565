/** POST /api/Register/RegisterUser (designed path; access spec §3, §8 "Registration errors"). */
import { api } from '../api-client';
import type { RegistrationAnswer, RegistrationPayload } from './registration-types';

/** Sends the registration; a refused one answers 200 with Errors[0].ErrorMessage (see registration-errors.ts). */
export async function registerUser(payload: RegistrationPayload): Promise<RegistrationAnswer> {
  const { data } = await api.post<RegistrationAnswer>('Register/RegisterUser', payload);
  return data;
}
