/**
 * The contract between the settings studio (browser) and the sandbox's studio API, mounted at
 * `/studio/api` (decision 250). Types only, shared by `settings-studio/` and `server-mock/`, so both
 * sides change together. Institution staff sign in separately from borrowers: a session cookie
 * `studio_session` (HttpOnly; SameSite=Strict; Path=/studio) plus a CSRF token returned by the
 * session calls, sent back as the `X-CSRF-Token` header on every call that changes something.
 *
 * Calls (all JSON unless noted; errors are `StudioError` with the status named):
 * - `POST   /studio/api/session` `SignInBody` → `SignInAnswer` (a session, or the second-factor step with
 *     the `studio_sign_in` cookie) · 401 wrong name or password · 423 locked
 * - `POST   /studio/api/session/code` `CodeBody` (a TOTP or recovery code) → `StudioSession` · 401 wrong code
 * - `POST   /studio/api/session/enrolment` → `TotpEnrolment`; `POST /studio/api/session/enrolment/confirm`
 *     `CodeBody` → `EnrolmentConfirmed` with the session (a publisher who must enrol before the studio)
 * - `PUT    /studio/api/me/password` `ChangePasswordBody` → 204 (other sessions of the user end) · 422 weak
 * - `POST   /studio/api/me/second-factor` → `TotpEnrolment`; `POST .../confirm` `CodeBody` → `EnrolmentConfirmed`
 * - `GET    /studio/api/session` → `StudioSession` · 401 no or expired session
 * - `DELETE /studio/api/session` → 204
 * - `GET    /studio/api/catalogue` → `StudioCatalogue`
 * - `GET    /studio/api/state` → `StudioState` (ETag: the draft etag)
 * - `PUT    /studio/api/draft/settings/:key` `DraftValueBody`, `If-Match: "<revision>"` → `DraftSaved`
 *     · 412 `DraftConflict` · 422 `StudioProblems` · 403 viewer
 * - `DELETE /studio/api/draft/settings/:key`, `If-Match` → `DraftSaved` (the key back to its published value)
 * - `PUT|DELETE /studio/api/draft/institution-options/:name` the same for institution options
 * - `POST   /studio/api/images` raw body (`Content-Type` image/png, jpeg, gif or webp; checked by content,
 *     at most `studioImageMaxBytes`) → `UploadedImage` · 415 not an image · 413 too large. The returned url
 *     is then saved as an image setting's draft value; `GET /media/<file>` serves it to everyone.
 * - `POST   /studio/api/publish` `PublishBody`, `If-Match: "<draft etag>"` → `Published`
 *     · 403 not a publisher, or four eyes on and the publisher was the last editor · 412 the draft moved
 * - `GET    /studio/api/history` → `HistoryEntry[]` (newest first)
 * - `POST   /studio/api/rollback` `RollbackBody` → `Published` (a new version equal to the chosen one);
 *     with four eyes on, 202 `AwaitingApproval` until another publisher asks for the same rollback
 * - `PUT    /studio/api/config` `StudioConfig` → `StudioConfig` (publisher; switching four eyes off
 *     with it on answers 202 `AwaitingApproval` until another publisher asks the same)
 * - `GET    /studio/api/samples` → `SampleSummary[]`; `PUT /studio/api/sample` `{ sampleId }` (publisher;
 *     202 `AwaitingApproval` with four eyes on, as rollback)
 * - `GET    /studio/api/export` → a zip of a `settings-samples/<name>/` folder (Content-Disposition)
 * - `POST   /studio/api/import` raw zip body → `Imported` · 422 `StudioProblems` (nothing changed)
 * - `POST   /studio/api/preview-session` `{ userName }` → `{ userToken }`: a borrower session for a
 *     scenario user, for the preview iframe only (sandbox; editors and publishers; any other user 403).
 * - `GET    /studio/api/audit` and `/studio/api/audit/export` (publishers): the staff audit log, see staff-audit.ts.
 * - `PUT|DELETE /studio/api/presence/...` and `GET /studio/api/live` (server-sent events): live colleagues, see
 *     live-colleagues.ts.
 */
import type { InstitutionOptionsRaw, SettingDefinition, SettingValues } from '../settings/types.ts';

/** Staff roles, each including the rights of the ones before it. */
export type StaffRole = 'viewer' | 'editor' | 'publisher';

/** Largest image upload, in bytes. */
export const studioImageMaxBytes = 1_048_576;

/**
 * Widest and tallest image accepted, in pixels (upload and import, read from the file's header): a
 * small file can claim a huge picture that every borrower's browser would have to decode (decision 288).
 */
export const studioImageMaxSidePx = 4096;

/** Body of a failed call: one sentence a staff member can act on. */
export interface StudioError {
  message: string;
}

export interface SignInBody {
  userName: string;
  password: string;
}

/** What a right password leads to: the session, or the second factor still to give. */
export type SignInAnswer = StudioSession | SecondFactorStep;

/** `code`: enter a TOTP or recovery code; `enrol`: set up TOTP first (publishers, when required). */
export interface SecondFactorStep {
  secondFactor: 'code' | 'enrol';
}

export interface CodeBody {
  code: string;
}

/** A QR code as one SVG path of unit squares on a `size` × `size` grid (no inline markup). */
export interface QrPicture {
  size: number;
  path: string;
}

/** A TOTP secret to enrol: as a QR code, as text, and as the `otpauth://` link. */
export interface TotpEnrolment {
  secret: string;
  otpauthUri: string;
  qr: QrPicture;
}

/** Enrolment done: the recovery codes, shown this once; at sign-in also the new session. */
export interface EnrolmentConfirmed {
  recoveryCodes: string[];
  session?: StudioSession;
}

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
  newPasswordAgain: string;
}

export interface StaffUser {
  userName: string;
  displayName: string;
  role: StaffRole;
}

export interface StudioSession {
  user: StaffUser;
  /** Sent back as `X-CSRF-Token` on every POST, PUT and DELETE. */
  csrfToken: string;
}

/** One catalogue key as the studio shows it. */
export interface StudioSettingDefinition extends SettingDefinition {
  key: string;
  section: string;
  /** A text's catalogue default in each other language that has one (`{ es: '…' }`, schemas/settings/<language>/). */
  translations?: Record<string, string>;
}

/** An institution option the studio edits (password and user-name minimums, account-number part lengths). */
export interface StudioOptionDefinition {
  name: string;
  kind: 'number' | 'text' | 'flag';
  default: string;
  description: string;
}

export interface StudioCatalogue {
  settings: StudioSettingDefinition[];
  institutionOptions: StudioOptionDefinition[];
}

/** A draft change of one key, over the published value. */
export interface DraftEntry {
  value: string;
  /** Increases with every save of this key; sent back as If-Match. A key without a draft is revision 0. */
  revision: number;
  updatedBy: string;
  updatedAt: string;
}

export interface StudioState {
  sampleId: string;
  /** The published version the portal serves (its ETag is `"v<version>"`). */
  published: {
    version: number;
    publishedBy: string;
    publishedAt: string;
    /** Effective values: the sample's shared set with the published overrides over it. */
    settings: SettingValues;
    institutionOptions: InstitutionOptionsRaw;
    /** When each published setting override (`section.name`, `section.name@es`) last changed (decision 357). */
    changedAt: Record<string, string>;
  };
  draft: {
    /** Changes whenever any draft entry changes; publish sends it as If-Match. */
    etag: string;
    settings: Record<string, DraftEntry>;
    institutionOptions: Record<string, DraftEntry>;
  };
  config: StudioConfig;
  /** Changes one publisher asked for that wait for a second publisher (four eyes). */
  pending: PendingApproval[];
}

export interface DraftValueBody {
  value: string;
}

export interface DraftSaved {
  key: string;
  /** Null when the key went back to its published value (DELETE). */
  entry: DraftEntry | null;
  /** The value as stored: rich text comes back sanitized, so the studio can say what was removed. */
  storedValue: string;
  draftEtag: string;
}

/** 412 answer to a draft save: someone else saved this key since the editor loaded it. */
export interface DraftConflict {
  message: string;
  key: string;
  yours: string;
  theirs: DraftEntry;
}

/** 422 answer: every problem, each at its key (settings key, institution option name or file). */
export interface StudioProblems {
  message: string;
  problems: { key: string; message: string; file?: string }[];
}

export interface UploadedImage {
  url: string;
  contentType: string;
  bytes: number;
}

export interface PublishBody {
  note: string;
}

export interface Published {
  version: number;
}

export interface HistoryChange {
  scope: 'setting' | 'institutionOption' | 'sample';
  key: string;
  before: string | null;
  after: string | null;
}

export interface HistoryEntry {
  version: number;
  publishedBy: string;
  publishedAt: string;
  note: string;
  /** Set when this version restored an earlier one. */
  rollbackOf: number | null;
  changes: HistoryChange[];
}

export interface RollbackBody {
  version: number;
  note: string;
}

export interface StudioConfig {
  /** Four eyes: a publisher may not publish a draft in which they were the last editor of any key. */
  fourEyes: boolean;
}

/** The changes to what the portal serves that, with four eyes on, need a second publisher beside publishing. */
export type ApprovalKind = 'rollback' | 'sample' | 'fourEyes';

/** A change one publisher asked for; another publisher asking the same change makes it. */
export interface PendingApproval {
  kind: ApprovalKind;
  /** The version number, the sample id, or `false` (four eyes off), as text. */
  value: string;
  requestedBy: string;
  requestedAt: string;
}

/** 202 answer of rollback, sample choice or switching four eyes off while four eyes is on. */
export interface AwaitingApproval {
  message: string;
  pending: PendingApproval;
}

export interface SampleSummary {
  id: string;
  name: string;
  description: string;
}

export interface Imported {
  /** Keys that became draft entries. */
  changedKeys: string[];
}

/** The preview session answer. */
export interface PreviewSession {
  userToken: string;
}
