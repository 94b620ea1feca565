/** POST /api/Register/RegisterUser (designed path; access spec §3, §8 "Registration errors"). */
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../api-client';
import type { RegistrationAnswer, RegistrationPayload } from './registration-types';

/** Sends the registration; a refused one answers 200 with Errors[0].ErrorMessage (see registration-errors.ts). */
export async function registerUser(payload: RegistrationPayload): Promise<RegistrationAnswer> {
  const { data } = await api.post('Register/RegisterUser', payload);
  return data;
}

/** Mutation options (single-shot: a retry could register twice). */
export const registerUserMutation = () =>
  mutationOptions({ mutationKey: ['register', 'registerUser'] as const, mutationFn: registerUser });

/** The registration mutation. */
export function useRegisterUser() {
  return useMutation(registerUserMutation());
}
