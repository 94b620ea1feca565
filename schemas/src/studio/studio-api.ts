/**
 * The contract between the settings studio (browser) and the sandbox's studio API, mounted at
 * `/studio/api` (decision 250). Every call is described in the OpenAPI contract (`schemas/api/paths/studio.yaml`,
 * tag `studio`; decision 400); the wire types here are the generated ones (`schemas/api/generated/api-types.ts`),
 * under the names both sides use, so the client and the routes change with the contract. Institution staff sign in
 * separately from borrowers: a session cookie `studio_session` (HttpOnly; SameSite=Strict; Path=/studio) plus a
 * CSRF token returned by the session calls, sent back as the `X-CSRF-Token` header on every call that changes
 * something. Errors are `StudioError` (412 `DraftConflict`, 422 `StudioProblems`); image upload and import take raw
 * bodies; `GET /studio/api/export` answers a zip, `GET /studio/api/live` server-sent events (live-colleagues.ts).
 */
import type { components } from '../../api/generated/api-types.ts';

/** The contract's schemas (wire shapes). */
type Wire = components['schemas'];

/** Staff roles, each including the rights of the ones before it. */
export type StaffRole = Wire['StaffRole'];

/** Largest image upload, in bytes. */
export const studioImageMaxBytes = 1_048_576;

/**
 * Widest and tallest image accepted, in pixels (upload and import, read from the file's header): a
 * small file can claim a huge picture that every borrower's browser would have to decode (decision 288).
 */
export const studioImageMaxSidePx = 4096;

/** Body of a failed call: one sentence a staff member can act on. */
export type StudioError = Wire['StudioError'];

export type SignInBody = Wire['SignInBody'];

/** What a right password leads to: the session, or the second factor still to give. */
export type SignInAnswer = Wire['SignInAnswer'];

/** `code`: enter a TOTP or recovery code; `enrol`: set up TOTP first (publishers, when required). */
export type SecondFactorStep = Wire['SecondFactorStep'];

export type CodeBody = Wire['CodeBody'];

/** A QR code as one SVG path of unit squares on a `size` × `size` grid (no inline markup). */
export type QrPicture = Wire['QrPicture'];

/** A TOTP secret to enrol: as a QR code, as text, and as the `otpauth://` link. */
export type TotpEnrolment = Wire['TotpEnrolment'];

/** Enrolment done: the recovery codes, shown this once; at sign-in also the new session. */
export type EnrolmentConfirmed = Wire['EnrolmentConfirmed'];

export type ChangePasswordBody = Wire['ChangePasswordBody'];

export type StaffUser = Wire['StaffUser'];

/** The staff member and the CSRF token sent back as `X-CSRF-Token` on every POST, PUT and DELETE. */
export type StudioSession = Wire['StudioSession'];

/** One catalogue key as the studio shows it. */
export type StudioSettingDefinition = Wire['StudioSettingDefinition'];

/** An institution option the studio edits (password and user-name minimums, account-number part lengths). */
export type StudioOptionDefinition = Wire['StudioOptionDefinition'];

export type StudioCatalogue = Wire['StudioCatalogue'];

/** A draft change of one key, over the published value (`revision` is sent back as If-Match). */
export type DraftEntry = Wire['DraftEntry'];

/** The published version, the draft over it, the configuration and the changes waiting for a second publisher. */
export type StudioState = Wire['StudioState'];

export type DraftValueBody = Wire['DraftValueBody'];

/** A saved or dropped draft entry, with the value as stored (rich text comes back sanitized). */
export type DraftSaved = Wire['DraftSaved'];

/** 412 answer to a draft save: someone else saved this key since the editor loaded it. */
export type DraftConflict = Wire['DraftConflict'];

/** 422 answer: every problem, each at its key (settings key, institution option name or file). */
export type StudioProblems = Wire['StudioProblems'];

export type UploadedImage = Wire['UploadedImage'];

export type PublishBody = Wire['PublishBody'];

export type Published = Wire['Published'];

export type HistoryChange = Wire['HistoryChange'];

/** One published version (`rollbackOf` set when it restored an earlier one). */
export type HistoryEntry = Wire['HistoryEntry'];

export type RollbackBody = Wire['RollbackBody'];

/** Four eyes: a publisher may not publish a draft in which they were the last editor of any key. */
export type StudioConfig = Wire['StudioConfig'];

/** The changes to what the portal serves that, with four eyes on, need a second publisher beside publishing. */
export type ApprovalKind = Wire['ApprovalKind'];

/** A change one publisher asked for; another publisher asking the same change makes it. */
export type PendingApproval = Wire['PendingApproval'];

/** 202 answer of rollback, sample choice or switching four eyes off while four eyes is on. */
export type AwaitingApproval = Wire['AwaitingApproval'];

export type SampleSummary = Wire['SampleSummary'];

/** The keys that became draft entries. */
export type Imported = Wire['Imported'];

/** The preview session answer. */
export type PreviewSession = Wire['PreviewSession'];
