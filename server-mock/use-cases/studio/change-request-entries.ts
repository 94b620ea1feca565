/**
 * A change request's proposals, key by key, with optimistic concurrency as drafts have (decision
 * 252): the revision loaded goes in If-Match, and a save over someone else's answers 412. Values are
 * checked and rich text sanitized as a draft's are. Any change drops the reviews so far.
 */
import type { DraftScope } from '../../../schemas/src/studio/change-requests.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { listEntries, rebaseEntry, removeEntry, writeEntry } from '../../store/studio/change-requests-repo.ts';
import { entryChanged, liveValue, requestOr404, requireEditable } from './change-requests.ts';
import { checkValue, storedValue } from './save-draft.ts';

type Ctx = Pick<AppContext, 'db' | 'samples' | 'clock' | 'production'>;

/** One key of one request, as a route reads it. */
export interface EntryChange {
  requestId: number;
  scope: DraftScope;
  key: string;
  /** The entry's revision in If-Match (0: not in the request yet). */
  expected: number;
  userName: string;
}

function conflict(change: EntryChange): never {
  throw studioError(412, `Someone saved ${change.key} in this change request after you loaded it; load it again.`, {
    key: change.key,
  });
}

/** `PUT .../:id/settings/:key`: proposes a value; the first save records the live value as its base. */
export async function saveEntry(ctx: Ctx, change: EntryChange, value: string): Promise<string> {
  checkValue(change.scope, change.key, value, ctx.production);
  const stored = storedValue(change.scope, change.key, value);
  await ctx.db.transaction(async (tx) => {
    const request = await requestOr404(tx, change.requestId, true);
    requireEditable(request);
    const base = await liveValue(ctx, tx, change.scope, change.key);
    const written = await writeEntry(tx, {
      ...change,
      value: stored,
      base,
      updatedBy: change.userName,
      updatedAt: ctx.clock(),
    });
    if (!written) conflict(change);
    await entryChanged(tx, request, ctx.clock());
  });
  return stored;
}

/** `DELETE .../:id/settings/:key`: takes a key out of the request. */
export async function dropEntry(ctx: Ctx, change: EntryChange): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const request = await requestOr404(tx, change.requestId, true);
    requireEditable(request);
    if (!(await removeEntry(tx, change.requestId, change.scope, change.key, change.expected))) conflict(change);
    await entryChanged(tx, request, ctx.clock());
  });
}

/**
 * `POST .../:id/rebase`: every proposal is now written over the live value; when any base moved, the
 * reviews drop (the reviewers approved a change over other values). Answers the keys rebased.
 */
export async function rebaseChangeRequest(ctx: Ctx, id: number): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    const request = await requestOr404(tx, id, true);
    requireEditable(request);
    const moved: string[] = [];
    for (const entry of await listEntries(tx, [id])) {
      const live = await liveValue(ctx, tx, entry.scope, entry.key);
      if (live === entry.base) continue;
      await rebaseEntry(tx, id, entry.scope, entry.key, live);
      moved.push(entry.key);
    }
    if (moved.length > 0) await entryChanged(tx, request, ctx.clock());
    return moved;
  });
}
