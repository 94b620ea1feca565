/** POST /api/Login/Logout (access spec §7). */
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../api-client';

/** Body of the logout call. */
export interface LogoutInput {
  UserToken: string;
}

/**
 * Ends the session on the server. The token is sent explicitly (body and header) because local
 * state is cleared at the same moment; an Unauthorized answer here must not start another logout.
 */
export async function logoutRequest(input: LogoutInput): Promise<void> {
  await api.post('Login/Logout', input, { headers: { UserToken: input.UserToken }, skipUnauthorizedLogout: true });
}

/** Mutation options for the logout call. */
export const logoutMutation = () => mutationOptions({ mutationKey: ['login', 'logout'] as const, mutationFn: logoutRequest });

/** The logout mutation (most callers use `useLogout()` from session/use-logout instead, which also clears state). */
export function useLogoutRequest() {
  return useMutation(logoutMutation());
}
