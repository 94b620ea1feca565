/**
 * Links sent by e-mail outside login: verify e-mail (`ValidateEmail`) and opt out of notifications
 * (`OptOut`). Both take a token from the link; a used or unknown token answers an error envelope.
 */
import type { AppContext } from '../../app-context.ts';
import { findToken, isLive, issueToken, useToken } from '../../store/access/access-tokens-repo.ts';
import { updateAccessState } from '../../store/access/user-records-repo.ts';
import { sendToOutbox } from '../../store/outbox-repo.ts';

type Envelope = { HasNoErrors: boolean; Errors: { ErrorMessage: string }[] };
const ok: Envelope = { HasNoErrors: true, Errors: [] };
const fail = (code: string): Envelope => ({ HasNoErrors: false, Errors: [{ ErrorMessage: code }] });

/** A verify-email link lives a week. */
export const VERIFY_EMAIL_TTL_MS = 7 * 24 * 60 * 60_000;

/** Sends a verify-email link (after a registration that did not check the address by code). */
export async function sendVerifyEmailLink(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userName: string,
  emailAddress: string,
): Promise<void> {
  const now = ctx.clock();
  const { token } = await issueToken(ctx.db, { kind: 'verify-email', userName, now, ttlMs: VERIFY_EMAIL_TTL_MS });
  const link = `/#/home/verifyEmail/${token}`;
  await sendToOutbox(ctx.db, {
    to: emailAddress,
    channel: 'email',
    subject: 'Verify your e-mail address',
    body: `Open this link to verify your e-mail address: ${link}`,
    link,
    sentAt: now,
  });
}

/** `POST /api/Login/ValidateEmail`. */
export async function validateEmail(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  encryptedUserData: string,
): Promise<Envelope> {
  const now = ctx.clock();
  const token = await findToken(ctx.db, encryptedUserData, 'verify-email');
  if (!isLive(token, now) || !token.userName || !(await useToken(ctx.db, token.token, now))) return fail('Invalid');
  await updateAccessState(ctx.db, token.userName, { email_verified: true });
  return ok;
}

/**
 * `POST /api/OptOut/OptOut`: the opt-out token (sent as EmailAddress) stops e-mail notifications. Repeating it is
 * harmless.
 */
export async function optOut(ctx: Pick<AppContext, 'db' | 'clock'>, token: string): Promise<Envelope> {
  const found = await findToken(ctx.db, token, 'opt-out');
  if (!found?.userName) return fail('Invalid');
  await updateAccessState(ctx.db, found.userName, { opted_out_at: ctx.clock() });
  return ok;
}
