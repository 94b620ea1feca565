/**
 * The reset token's state (access spec §4 "Forced password change": expiry unknown, then expired or
 * valid), and the logon name it belongs to so the password rules can keep it out of the password.
 */
import { useQuery } from '@tanstack/react-query';
import { tokenExpirationQuery } from '@/api/recovery/check-token-expiration';
import { loginFromTokenQuery } from '@/api/recovery/lookup-login-from-token';

/** What is known about the token. `failed`: the check itself failed, so nothing is known. */
export type ResetTokenState =
  | { status: 'checking' }
  | { status: 'expired' }
  | { status: 'failed' }
  | { status: 'valid'; logon: string | undefined };

/** Checks `token` once per token (the queries are keyed by it). */
export function useResetToken(token: string): ResetTokenState {
  const expiry = useQuery(tokenExpirationQuery(token));
  const fresh = expiry.isSuccess && !expiry.data.Expired;
  // The logon name only sharpens the rules: asked only for a live token, and the page works without it.
  const lookup = useQuery({ ...loginFromTokenQuery(token), enabled: fresh });
  if (expiry.isError) return { status: 'failed' };
  if (expiry.isPending) return { status: 'checking' };
  if (expiry.data.Expired) return { status: 'expired' };
  if (lookup.isPending) return { status: 'checking' };
  return { status: 'valid', logon: lookup.data?.HasNoErrors && lookup.data.Logon ? lookup.data.Logon : undefined };
}
