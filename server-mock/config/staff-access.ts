/**
 * Who may reach the studio outside the sandbox (decision 281), read once at start-up. The one rule
 * for the sandbox's scenario staff (public password `Staff-pass1!`): they are seeded, and may sign
 * in, only in the non-production sandbox. Any other mode (production, and the gateway mode in front
 * of a real host) starts with no staff; `npm run staff` creates them.
 */

/** The staff rules of one server. */
export interface StaffAccess {
  /** Seed the scenario staff and let them sign in: the non-production sandbox only. */
  scenarioStaff: boolean;
  /** Publishers must sign in with a TOTP code (enrolling at their first sign-in). */
  publisherTotpRequired: boolean;
}

/** The sandbox's rules (tests and `npm start` outside production). */
export const SANDBOX_STAFF_ACCESS: StaffAccess = { scenarioStaff: true, publisherTotpRequired: false };

const TOTP_CHOICES = ['required', 'optional'] as const;

/**
 * Reads NODE_ENV, UPSTREAM_API_URL and STAFF_TOTP_FOR_PUBLISHERS (`required` or `optional`; default `required` in
 * production). An environment setting, not a studio one, so no publisher can switch it off.
 */
export function readStaffAccess(env: NodeJS.ProcessEnv): StaffAccess {
  const production = env.NODE_ENV === 'production';
  const totp = env.STAFF_TOTP_FOR_PUBLISHERS ?? (production ? 'required' : 'optional');
  if (!(TOTP_CHOICES as readonly string[]).includes(totp)) {
    throw new Error(`STAFF_TOTP_FOR_PUBLISHERS must be one of ${TOTP_CHOICES.join(', ')}, got "${totp}"`);
  }
  // Gateway mode (UPSTREAM_API_URL) is in front of a real host: never the sandbox's public staff.
  return { scenarioStaff: !production && !env.UPSTREAM_API_URL, publisherTotpRequired: totp === 'required' };
}
