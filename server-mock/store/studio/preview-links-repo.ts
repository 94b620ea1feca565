/**
 * Preview links (table `studio_preview_links`, decision 390): what a shared preview of a change request
 * opens, who made it, until when, and its revocation. Revoking is a conditional update, so a link is
 * revoked once, by the first caller.
 */
import type { PreviewLink, PreviewLinkWidth } from '../../../schemas/src/studio/preview-links.ts';
import type { Database } from '../database.ts';

/** A stored link, with its request and its moments as dates. */
export interface StoredPreviewLink extends Omit<PreviewLink, 'createdAt' | 'expiresAt' | 'revokedAt' | 'expired'> {
  requestId: number;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

interface LinkRow {
  id: number;
  request_id: number;
  route: string;
  width: PreviewLinkWidth;
  borrower: string | null;
  created_by: string;
  created_at: Date;
  expires_at: Date;
  revoked_by: string | null;
  revoked_at: Date | null;
}

const toLink = (row: LinkRow): StoredPreviewLink => ({
  id: row.id,
  requestId: row.request_id,
  route: row.route,
  width: row.width,
  borrower: row.borrower,
  createdBy: row.created_by,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  revokedBy: row.revoked_by,
  revokedAt: row.revoked_at,
});

/** Records a new link. */
export async function insertPreviewLink(
  db: Database,
  link: Pick<StoredPreviewLink, 'requestId' | 'route' | 'width' | 'borrower' | 'createdBy' | 'createdAt' | 'expiresAt'>,
): Promise<StoredPreviewLink> {
  const [row] = await db.query<LinkRow>(
    `insert into studio_preview_links (request_id, route, width, borrower, created_by, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning *`,
    [link.requestId, link.route, link.width, link.borrower, link.createdBy, link.createdAt, link.expiresAt],
  );
  return toLink(row!);
}

/** One link, or undefined. */
export async function findPreviewLink(db: Database, id: number): Promise<StoredPreviewLink | undefined> {
  const [row] = await db.query<LinkRow>('select * from studio_preview_links where id = $1', [id]);
  return row ? toLink(row) : undefined;
}

/** A request's links, newest first. */
export async function listPreviewLinks(db: Database, requestId: number): Promise<StoredPreviewLink[]> {
  return (
    await db.query<LinkRow>('select * from studio_preview_links where request_id = $1 order by id desc', [requestId])
  ).map(toLink);
}

/** Revokes a link of the request; false when there is no such link or it was revoked already. */
export async function revokePreviewLink(
  db: Database,
  revoke: { id: number; requestId: number; by: string; at: Date },
): Promise<boolean> {
  const revoked = await db.execute(
    `update studio_preview_links set revoked_by = $3, revoked_at = $4
     where id = $1 and request_id = $2 and revoked_at is null`,
    [revoke.id, revoke.requestId, revoke.by, revoke.at],
  );
  return revoked > 0;
}
