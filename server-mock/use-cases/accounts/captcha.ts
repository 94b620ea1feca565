/**
 * The messages' captcha with no outside service (decision 165): ALTCHA proof of work. The sandbox
 * issues challenges signed with a server secret; a submitted solution must carry a valid signature,
 * an expiry not passed by the sandbox clock, and must not have been accepted before. Lenders whose
 * `messages.captchaProvider` says 'recaptcha' get any non-empty token accepted: the sandbox cannot
 * reach Google to verify it.
 */
import { randomBytes } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Challenge, Payload } from 'altcha-lib/v1/types';
import { claimSolution, secretOf } from '../../store/accounts/captcha-repo.ts';
import { accountsSettings, type AccountsContext } from './accounts-context.ts';

/** The code a refused captcha answers; the portal shows `messages.captchaRequired` ('Must Complete Captcha') for it. */
export const CAPTCHA_REFUSED = 'CaptchaRequired';

/** How long a challenge can be solved and submitted. */
export const CHALLENGE_MINUTES = 10;

/** Upper bound of the secret number: about 50,000 SHA-256 hashes on average, well under a second in a browser. */
const MAX_NUMBER = 100_000;

/**
 * The HMAC key: CAPTCHA_HMAC_KEY when set (the operator's choice), else one generated once per
 * store, so every process sharing a PostgreSQL store signs and verifies with the same key.
 */
async function hmacKey(ctx: AccountsContext): Promise<string> {
  const fromEnv = process.env.CAPTCHA_HMAC_KEY;
  if (fromEnv) return fromEnv;
  return secretOf(ctx.db, 'captcha-hmac-key', () => randomBytes(32).toString('hex'));
}

/** GET /api/Captcha/Challenge: a fresh challenge for the ALTCHA widget. */
export async function issueChallenge(ctx: AccountsContext): Promise<Challenge> {
  const expires = new Date(ctx.clock().getTime() + CHALLENGE_MINUTES * 60_000);
  return createChallenge({ hmacKey: await hmacKey(ctx), maxnumber: MAX_NUMBER, expires });
}

function decode(token: string): Payload | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    return payload && typeof payload === 'object' ? (payload as Payload) : undefined;
  } catch {
    return undefined;
  }
}

/** True when the token (the widget's base64 payload, sent as ReCaptchaCode) is a fresh, genuine, unused solution. */
export async function captchaPasses(ctx: AccountsContext, token: string | undefined): Promise<boolean> {
  if (!token?.trim()) return false;
  if ((await accountsSettings(ctx)).text('messages.captchaProvider').trim().toLowerCase() === 'recaptcha') return true;
  const payload = decode(token);
  if (!payload || typeof payload.signature !== 'string' || typeof payload.salt !== 'string') return false;
  // Expiry by the sandbox clock (tests freeze it), so altcha-lib's own Date.now() check is off.
  const expires = Number(extractParams(payload).expires) * 1000;
  const now = ctx.clock();
  if (!Number.isFinite(expires) || expires < now.getTime()) return false;
  if (!(await verifySolution(payload, await hmacKey(ctx), false))) return false;
  return claimSolution(ctx.db, payload.signature, new Date(expires), now);
}
