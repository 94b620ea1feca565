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
import type { components } from '../../api/generated/api-types.ts';

/** The contract's schemas (wire shapes, schemas/api/components/studio.yaml). */
type Wire = components['schemas'];

/** The widths the preview shows. */
export type PreviewLinkWidth = Wire['PreviewLinkWidth'];

/** What a link opens. */
export type PreviewLinkRequest = Wire['PreviewLinkRequest'];

/** One link as the request lists it (the signature is shown once, when it is made). */
export type PreviewLink = Wire['PreviewLink'];

/** The answer to making a link: the link and its address (path with the signed token after `#`). */
export type PreviewLinkMade = Wire['PreviewLinkMade'];

/** What the shared preview page receives for a valid link. */
export type SharedPreview = Wire['SharedPreview'];
