/**
 * Publishing a change request (decision 340): only an approved request with enough approvals as it
 * stands, and only when every key's live value is still the base its proposal was written over;
 * otherwise 409 with the three values per key, so the author rebases and the reviewers look again.
 * The request's proposals over the published overrides become a new version (decision 252), and the
 * request is marked published in the same transaction, so two publishers (or two processes) racing
 * publish it once.
 */
import type { RebaseConflict } from '../../../schemas/src/studio/change-requests.ts';
import type { Published, StaffUser } from '../../../schemas/src/studio/studio-api.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { lockInstitutionState } from '../../store/institution-repo.ts';
import {
  listEntries,
  listReviews,
  moveChangeRequest,
  readApprovalsNeeded,
} from '../../store/studio/change-requests-repo.ts';
import { publishVersion } from '../../store/studio/versions-repo.ts';
import { liveValue, requestOr404 } from './change-requests.ts';
import { storedOptionValue } from './draft-value-rules.ts';

type Ctx = Pick<AppContext, 'db' | 'samples' | 'clock'>;

/** `POST .../:id/publish`. */
export async function publishChangeRequest(
  ctx: Ctx,
  publisher: StaffUser,
  id: number,
  note: string,
): Promise<Published> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockInstitutionState(tx);
    const request = await requestOr404(tx, id, true);
    if (request.status !== 'approved')
      throw studioError(409, `Change request ${id} is ${request.status}; only an approved request can be published.`);
    const approvals = (await listReviews(tx, id)).filter((r) => r.verdict === 'approved').length;
    const needed = await readApprovalsNeeded(tx);
    if (approvals < needed)
      throw studioError(409, `Change request ${id} has ${approvals} of the ${needed} approvals it needs.`);
    const entries = await listEntries(tx, [id]);
    const conflicts: RebaseConflict[] = [];
    for (const entry of entries) {
      const live = await liveValue(ctx, tx, entry.scope, entry.key);
      if (live !== entry.base)
        conflicts.push({ scope: entry.scope, key: entry.key, live, base: entry.base, proposed: entry.value });
    }
    if (conflicts.length > 0) {
      throw studioError(
        409,
        `Published since this request was written: ${conflicts.map((c) => c.key).join(', ')}; rebase it on what is live now.`,
        { conflicts },
      );
    }
    const settingOverrides = { ...current.settingOverrides };
    const institutionOverrides = { ...current.institutionOverrides };
    for (const entry of entries) {
      if (entry.scope === 'setting') settingOverrides[entry.key] = entry.value;
      else institutionOverrides[entry.key] = storedOptionValue(entry.key, entry.value);
    }
    const version = await publishVersion(
      tx,
      { sampleId: current.sampleId, settingOverrides, institutionOverrides },
      {
        publishedBy: publisher.userName,
        publishedAt: ctx.clock(),
        note: note.trim() || `Change request ${id}: ${request.title}`,
        rollbackOf: null,
      },
    );
    await moveChangeRequest(tx, id, {
      from: ['approved'],
      to: 'published',
      at: ctx.clock(),
      publishedVersion: version,
    });
    return { version };
  });
}
