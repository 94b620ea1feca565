/**
 * POST /api/Login/Logout (access spec §7). Called outside React only (session/logout-service.ts, the login
 * process's cancel), so it has no mutation options or hook; `useLogout()` in session/ is the React entry.
 */
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
