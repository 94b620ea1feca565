/**
 * Shareable preview links of a change request (decision 390): a signed, expiring, revocable link that
 * opens the request's values in the portal preview for a colleague without a studio session. Types
 * only, shared by the studio and the sandbox.
 * - `GET    /studio/api/change-requests/:id/preview-links` → `PreviewLink[]` (signed-in staff, newest first)
 * - `POST   /studio/api/change-requests/:id/preview-links` `PreviewLinkRequest` → 201 `PreviewLinkMade`
 *     (editors and publishers) · 422 a borrower who is not a scenario user, a route that is not a portal path
 * - `DELETE /studio/api/change-requests/:id/preview-links/:linkId` → `PreviewLink[]` (editors and publishers)
 * - `POST   /studio/api/shared-preview` `{ token }` → `SharedPreview` (no staff session; 403 forged,
 *     expired or revoked). Also sets the `studio_preview_link` cookie (path `/studio/preview`), which lets
 *     the preview frame reach the gateway's preview sandbox while the link holds.
 */
import type { ApplicationOptionsResponse } from '../settings/types.ts';

/** The widths the preview shows. */
export type PreviewLinkWidth = 'phone' | 'desktop';

/** What a link opens. */
export interface PreviewLinkRequest {
  /** A portal hash path, e.g. `/home/login`, or a dialog choice of the preview (`/preview-dialog/...`). */
  route: string;
  width: PreviewLinkWidth;
  /** A scenario borrower to sign the preview in as; null: signed out. */
  borrower: string | null;
  /** Days the link holds, 1 to 7 (default 7). */
  days?: number;
}

/** One link as the request lists it (the signature is shown once, when it is made). */
export interface PreviewLink {
  id: number;
  route: string;
  width: PreviewLinkWidth;
  borrower: string | null;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
  revokedBy: string | null;
  revokedAt: string | null;
  /** Whether it expired by the server's clock when it was read. */
  expired: boolean;
}

/** The answer to making a link: the link and its address (path with the signed token after `#`). */
export interface PreviewLinkMade {
  link: PreviewLink;
  url: string;
}

/** What the shared preview page receives for a valid link. */
export interface SharedPreview {
  requestId: number;
  title: string;
  route: string;
  width: PreviewLinkWidth;
  borrower: string | null;
  /** A borrower session of the scenario borrower in the preview's sandbox; null when signed out. */
  userToken: string | null;
  expiresAt: string;
  /** The published values with the request's values over them, as the portal loads them. */
  options: ApplicationOptionsResponse;
  /** Setting keys the request changes (highlighted in the preview). */
  changedKeys: string[];
}
