/**
 * Bulk work on settings (decisions 371, 372), the contract of `/studio/api/bulk` and of a bulk change into a
 * change request. Types only, shared by the studio and the sandbox. Editors and publishers only (403 otherwise).
 * - `POST /studio/api/bulk/reset-plan` `{ keys }` (catalogue keys, e.g. a section's) → `BulkResetPlan`: each
 *     stored key (with its `@<language>` keys) whose live value is set and differs from the catalogue default
 * - `POST /studio/api/bulk/find` `{ find }` → `BulkFound` (every text and rich-text value, English and every
 *     catalogue language, that holds the string where a borrower reads it) · 422 an empty string
 * - `POST /studio/api/change-requests/bulk` `BulkChangeBody` → `ChangeRequestDetail` (201 when it opened the
 *     request) · 404 no such request · 409 published · 422 a key or value refused (nothing is written)
 */
import type { components } from '../../api/generated/api-types.ts';

/** The contract's schemas (wire shapes, schemas/api/components/studio.yaml). */
type Wire = components['schemas'];

/** The keys of a reset that change something, in catalogue order: each key's live value and its default. */
export type BulkResetPlan = Wire['BulkResetPlan'];

/** One value that holds the string. */
export type TextMatch = Wire['TextMatch'];

/** Every match, in catalogue order, English before the key's other languages. */
export type BulkFound = Wire['BulkFound'];

/** Where a bulk change lands: a new request with this name, or an unpublished one. */
export type BulkTarget = Wire['BulkTarget'];

/** What a bulk change does to each of its keys (stored keys, as the plan or the matches name them). */
export type BulkOperation = Wire['BulkOperation'];

/** Body of `POST /studio/api/change-requests/bulk`. */
export type BulkChangeBody = Wire['BulkChangeBody'];
