/**
 * The reset token's state (access spec §4 "Forced password change": expiry unknown, then expired or
 * valid), and the logon name it belongs to so the password rules can keep it out of the password.
 */
import { useEffect, useState } from 'react';
import { checkTokenExpiration, lookupLoginFromToken } from '@/api/recovery/reset-password-calls';

/** What is known about the token. `failed`: the check itself failed, so nothing is known. */
export type ResetTokenState = { status: 'checking' } | { status: 'expired' } | { status: 'failed' } | { status: 'valid'; logon: string | undefined };

/** Checks `token` once per token. */
export function useResetToken(token: string): ResetTokenState {
  // Keyed by token, so a new token reads as "checking" without resetting state inside the effect.
  const [known, setKnown] = useState<{ token: string; state: ResetTokenState } | null>(null);
  useEffect(() => {
    let active = true;
    const setState = (state: ResetTokenState) => setKnown({ token, state });
    void (async () => {
      try {
        const { Expired } = await checkTokenExpiration(token);
        if (Expired) return active && setState({ status: 'expired' });
        // The logon name only sharpens the rules; the page works without it.
        const logon = await lookupLoginFromToken(token).then((r) => (r.HasNoErrors && r.Logon ? r.Logon : undefined), () => undefined);
        if (active) setState({ status: 'valid', logon });
      } catch {
        if (active) setState({ status: 'failed' });
      }
    })();
    return () => {
      active = false;
    };
  }, [token]);
  return known?.token === token ? known.state : { status: 'checking' };
}
