/**
 * What the studio's routes call to record a staff action (decision 285): one line per route, with
 * the actor from the guard, the address from `req.ip` (right behind a proxy with TRUST_PROXY) and the
 * time from the app's clock. An action is recorded once it succeeded; a sign-in also when it failed.
 */
import type { Request, Response } from 'express';
import type { StaffAuditAction } from '../../../schemas/src/studio/staff-audit.ts';
import type { DraftSaved, Published } from '../../../schemas/src/studio/studio-api.ts';
import type { AppContext } from '../../app-context.ts';
import { toAppError } from '../../http/error-middleware.ts';
import { findDraft, type DraftScope } from '../../store/studio/drafts-repo.ts';
import { findVersion } from '../../store/studio/versions-repo.ts';
import { recordStaffAction, type StaffAction } from '../../use-cases/studio/record-staff-action.ts';
import type { Approved } from '../../use-cases/studio/four-eyes.ts';
import { publishedNow } from '../../use-cases/studio/studio-state.ts';
import { staffOf } from './studio-auth.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'samples'>;
/** What an action was about. */
export type AuditWhat = Pick<StaffAction, 'key' | 'oldValue' | 'newValue' | 'detail'>;

/** Records an action by `actor` (default: the signed-in staff member of this call). */
export async function audit(
  ctx: Ctx,
  req: Request,
  res: Response,
  action: StaffAuditAction,
  what: AuditWhat = {},
  actor = staffOf(res).userName,
): Promise<void> {
  await recordStaffAction(ctx.db, { at: ctx.clock(), actor, action, address: req.ip ?? '', ...what });
}

/**
 * Runs a sign-in step and records it: a completed sign-in (a session opened), a refusal, and the
 * failure that paused the account's sign-in from that address (`lockout`). Calls the limits refused
 * before any password was checked (429) are not recorded one by one: their pause already is.
 */
export async function auditedSignIn<T extends { kind: string }>(
  ctx: Ctx,
  req: Request,
  res: Response,
  userName: string,
  signIn: (onPaused: () => void) => Promise<T>,
): Promise<T> {
  let paused = false;
  try {
    const step = await signIn(() => {
      paused = true;
    });
    if (step.kind === 'session') await audit(ctx, req, res, 'sign-in', {}, userName);
    return step;
  } catch (error) {
    const { status } = toAppError(error);
    if (status !== 429) await audit(ctx, req, res, 'sign-in-failed', { detail: { status } }, userName);
    if (paused) await audit(ctx, req, res, 'lockout', {}, userName);
    throw error;
  }
}

/** The key's value before a draft change: its draft, else the published value. */
async function valueBefore(ctx: Ctx, scope: DraftScope, key: string): Promise<string> {
  const draft = await findDraft(ctx.db, scope, key);
  if (draft) return draft.value;
  const published = await publishedNow(ctx);
  return String((scope === 'setting' ? published.settings : published.institutionOptions)[key] ?? '');
}

/** Runs a draft save or discard and records the key with its value before and after. */
export async function auditedDraftChange(
  ctx: Ctx,
  req: Request,
  res: Response,
  change: { action: 'draft-save' | 'draft-discard'; scope: DraftScope; key: string },
  work: () => Promise<DraftSaved>,
): Promise<DraftSaved> {
  const before = await valueBefore(ctx, change.scope, change.key);
  const saved = await work();
  await audit(ctx, req, res, change.action, {
    key: change.key,
    oldValue: before,
    newValue: saved.storedValue,
    detail: { scope: change.scope },
  });
  return saved;
}

/** Keys whose value differs between two override sets. */
function differingKeys(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]),
  );
}

/**
 * Runs a publish, rollback or sample choice and records the version it made over the one served before,
 * with the keys whose published value changed (a sample choice records the samples instead).
 */
export async function auditedVersion(
  ctx: Ctx,
  req: Request,
  res: Response,
  change: { action: 'publish' | 'rollback' | 'sample'; detail?: Record<string, unknown> },
  work: () => Promise<Published>,
): Promise<Published> {
  const published = await work();
  const [made, before] = await Promise.all([
    findVersion(ctx.db, published.version),
    findVersion(ctx.db, published.version - 1),
  ]);
  const keys = made
    ? [
        ...differingKeys(made.settingOverrides, before?.settingOverrides ?? {}),
        ...differingKeys(made.institutionOverrides, before?.institutionOverrides ?? {}),
      ].sort()
    : [];
  const what: AuditWhat =
    change.action === 'sample'
      ? { key: 'sampleId', oldValue: before?.sampleId ?? null, newValue: made?.sampleId ?? null }
      : { key: 'version', oldValue: before ? String(before.version) : null, newValue: String(published.version) };
  await audit(ctx, req, res, change.action, {
    ...what,
    detail: { ...change.detail, version: published.version, note: made?.note, keys },
  });
  return published;
}

/**
 * Runs a rollback or sample choice under four eyes: a change done now is recorded as `auditedVersion`
 * does; a change left waiting for a second publisher is recorded as the request it is.
 */
export async function auditedApproval(
  ctx: Ctx,
  req: Request,
  res: Response,
  change: { action: 'rollback' | 'sample'; detail?: Record<string, unknown> },
  work: () => Promise<Approved<Published>>,
): Promise<Approved<Published>> {
  const outcome = await work();
  if ('awaiting' in outcome) {
    const { kind, value } = outcome.awaiting.pending;
    await audit(ctx, req, res, 'approval-request', { key: kind, newValue: value, detail: { ...change.detail } });
  } else {
    await auditedVersion(ctx, req, res, change, () => Promise.resolve(outcome.done));
  }
  return outcome;
}
