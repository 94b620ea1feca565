/**
 * Shareable preview links (decision 390). A link names a change request's preview (route, width,
 * scenario borrower) and is signed with an HMAC under the server's key, so nobody can make one without
 * the studio; it expires (7 days at most, staff choose fewer) and can be revoked, both checked in the
 * store on every use. It carries no staff session: opening one gives the request's values over the
 * published ones and, when it names a borrower, a session of that scenario borrower in the preview's
 * sandbox, never anyone else's (decision 289).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  PreviewLink,
  PreviewLinkMade,
  PreviewLinkRequest,
  SharedPreview,
} from '../../../schemas/src/studio/preview-links.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { secretOf } from '../../store/accounts/captcha-repo.ts';
import { listEntries } from '../../store/studio/change-requests-repo.ts';
import {
  findPreviewLink,
  insertPreviewLink,
  listPreviewLinks,
  revokePreviewLink,
  type StoredPreviewLink,
} from '../../store/studio/preview-links-repo.ts';
import { requestOr404 } from './change-requests.ts';
import { publishedNow } from './studio-state.ts';

type Ctx = Pick<AppContext, 'db' | 'samples' | 'clock'>;

/** The longest a link holds, and its default. */
export const PREVIEW_LINK_MAX_DAYS = 7;
/** Where the shared preview page is; the token follows `#`, so it stays out of logs and Referer headers. */
export const SHARED_PREVIEW_PATH = '/studio/shared-preview';

const DAY_MS = 24 * 60 * 60_000;
/** A portal hash path: letters, digits and `/_-.`, no query, scheme or host. */
const ROUTE = /^\/[A-Za-z0-9/_.-]{0,199}$/;
/** `<request>.<link>.<expiry ms>.<signature>` */
const TOKEN = /^(\d{1,9})\.(\d{1,9})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

const REFUSED = 'This preview link is not valid: it was revoked, it expired, or it was never made.';

/**
 * The signing key: PREVIEW_LINK_HMAC_KEY when set (the operator's choice), else one generated once per
 * store, so every process sharing a PostgreSQL store signs and verifies alike.
 */
async function signingKey(ctx: Pick<AppContext, 'db'>): Promise<string> {
  return (
    process.env.PREVIEW_LINK_HMAC_KEY ||
    secretOf(ctx.db, 'preview-link-hmac-key', () => randomBytes(32).toString('hex'))
  );
}

const signature = (key: string, requestId: number, id: number, expiresMs: number): string =>
  createHmac('sha256', key).update(`preview-link:${requestId}.${id}.${expiresMs}`).digest('base64url');

const toWire = (link: StoredPreviewLink, now: Date): PreviewLink => ({
  id: link.id,
  route: link.route,
  width: link.width,
  borrower: link.borrower,
  createdBy: link.createdBy,
  createdAt: link.createdAt.toISOString(),
  expiresAt: link.expiresAt.toISOString(),
  revokedBy: link.revokedBy,
  revokedAt: link.revokedAt?.toISOString() ?? null,
  expired: link.expiresAt <= now,
});

function checked(body: PreviewLinkRequest, scenarioUsers: readonly string[]): Required<PreviewLinkRequest> {
  const problems: { key: string; message: string }[] = [];
  if (typeof body.route !== 'string' || !ROUTE.test(body.route))
    problems.push({ key: 'route', message: 'A portal path such as /home/login' });
  if (body.width !== 'phone' && body.width !== 'desktop') problems.push({ key: 'width', message: 'phone or desktop' });
  const borrower = body.borrower ?? null;
  if (borrower !== null && !scenarioUsers.some((name) => name.toLowerCase() === String(borrower).toLowerCase()))
    problems.push({ key: 'borrower', message: "One of the sandbox's scenario users, or none" });
  const days = body.days ?? PREVIEW_LINK_MAX_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > PREVIEW_LINK_MAX_DAYS)
    problems.push({ key: 'days', message: `A whole number of days from 1 to ${PREVIEW_LINK_MAX_DAYS}` });
  if (problems.length > 0) throw studioError(422, 'The preview link cannot be made as asked.', { problems });
  return { route: body.route, width: body.width, borrower, days };
}

/** Makes a link to the request's preview for `createdBy`. */
export async function makePreviewLink(
  ctx: Ctx,
  createdBy: string,
  requestId: number,
  body: PreviewLinkRequest,
  scenarioUsers: readonly string[],
): Promise<PreviewLinkMade> {
  await requestOr404(ctx.db, requestId);
  const { days, ...what } = checked(body, scenarioUsers);
  const now = ctx.clock();
  const link = await insertPreviewLink(ctx.db, {
    requestId,
    ...what,
    createdBy,
    createdAt: now,
    expiresAt: new Date(now.getTime() + days * DAY_MS),
  });
  const expiresMs = link.expiresAt.getTime();
  const token = `${requestId}.${link.id}.${expiresMs}.${signature(await signingKey(ctx), requestId, link.id, expiresMs)}`;
  return { link: toWire(link, now), url: `${SHARED_PREVIEW_PATH}#${token}` };
}

/** The request's links, newest first. */
export async function previewLinksOf(ctx: Ctx, requestId: number): Promise<PreviewLink[]> {
  await requestOr404(ctx.db, requestId);
  const now = ctx.clock();
  return (await listPreviewLinks(ctx.db, requestId)).map((link) => toWire(link, now));
}

/** Revokes a link of the request (404 when the request has no such link that still holds). */
export async function revokeLink(ctx: Ctx, by: string, requestId: number, linkId: number): Promise<void> {
  await requestOr404(ctx.db, requestId);
  const revoked =
    Number.isInteger(linkId) && (await revokePreviewLink(ctx.db, { id: linkId, requestId, by, at: ctx.clock() }));
  if (!revoked) throw studioError(404, `Change request ${requestId} has no preview link ${linkId} to revoke.`);
}

/** The link a token signs while it holds: not forged, not expired by the app's clock, not revoked; else 403. */
export async function linkOfToken(ctx: Pick<AppContext, 'db' | 'clock'>, token: unknown): Promise<StoredPreviewLink> {
  const parts = typeof token === 'string' ? TOKEN.exec(token) : null;
  if (!parts) throw studioError(403, REFUSED);
  const [requestId, id, expiresMs] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const expected = Buffer.from(signature(await signingKey(ctx), requestId, id, expiresMs));
  const given = Buffer.from(parts[4]!);
  const link = timingSafeEqual(expected, given) ? await findPreviewLink(ctx.db, id) : undefined;
  const holds =
    link !== undefined &&
    link.requestId === requestId &&
    link.expiresAt.getTime() === expiresMs &&
    link.revokedAt === null &&
    expiresMs > ctx.clock().getTime();
  if (!holds) throw studioError(403, REFUSED);
  return link;
}

/**
 * What the shared preview page shows for a token: the request's values over the published ones, and a
 * borrower session from `openSession` (the scenario borrower's, in the preview's sandbox) when the link names one.
 */
export async function openSharedPreview(
  ctx: Ctx,
  token: unknown,
  openSession: (borrower: string) => Promise<string>,
): Promise<SharedPreview> {
  const link = await linkOfToken(ctx, token);
  const request = await requestOr404(ctx.db, link.requestId);
  const published = await publishedNow(ctx);
  const settings = { ...published.settings };
  const institutionOptions = { ...published.institutionOptions };
  const changedKeys: string[] = [];
  for (const entry of await listEntries(ctx.db, [request.id])) {
    if (entry.scope === 'setting') {
      settings[entry.key] = entry.value;
      changedKeys.push(entry.key);
    } else institutionOptions[entry.key] = entry.value;
  }
  return {
    requestId: request.id,
    title: request.title,
    route: link.route,
    width: link.width,
    borrower: link.borrower,
    userToken: link.borrower === null ? null : await openSession(link.borrower),
    expiresAt: link.expiresAt.toISOString(),
    options: { gassySettings: { shared: settings, english: {} }, institutionOptions },
    changedKeys: changedKeys.sort(),
  };
}
