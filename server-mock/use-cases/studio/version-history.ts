/**
 * The history of published versions, newest first, each with what it changed against the one
 * before: the sample, and every setting or institution option whose effective value differs.
 */
import type { HistoryChange, HistoryEntry } from '../../../schemas/src/studio/studio-api.ts';
import type { AppContext } from '../../app-context.ts';
import { listVersions, type StoredVersion } from '../../store/studio/versions-repo.ts';
import { effectiveValues } from './studio-state.ts';

type Values = Record<string, string | number | boolean | null>;

function diff(scope: HistoryChange['scope'], keys: Iterable<string>, before: Values, after: Values): HistoryChange[] {
  const changes: HistoryChange[] = [];
  for (const key of [...new Set(keys)].sort()) {
    const a = before[key] === undefined || before[key] === null ? null : String(before[key]);
    const b = after[key] === undefined || after[key] === null ? null : String(after[key]);
    if (a !== b) changes.push({ scope, key, before: a, after: b });
  }
  return changes;
}

/** What `next` changed against `previous` (all of it against nothing for the first version). */
export function versionChanges(
  ctx: Pick<AppContext, 'samples'>,
  previous: StoredVersion | undefined,
  next: StoredVersion,
): HistoryChange[] {
  if (!previous) return [{ scope: 'sample', key: 'sampleId', before: null, after: next.sampleId }];
  const before = effectiveValues(ctx, previous);
  const after = effectiveValues(ctx, next);
  const sample: HistoryChange[] =
    previous.sampleId === next.sampleId
      ? []
      : [{ scope: 'sample', key: 'sampleId', before: previous.sampleId, after: next.sampleId }];
  // Only overridden keys are compared: a new sample changes hundreds of values, named once by the sample change.
  const settingKeys = [...Object.keys(previous.settingOverrides), ...Object.keys(next.settingOverrides)];
  const optionKeys = [...Object.keys(previous.institutionOverrides), ...Object.keys(next.institutionOverrides)];
  return [
    ...sample,
    ...diff('setting', settingKeys, before.settings, after.settings),
    ...diff('institutionOption', optionKeys, before.institutionOptions, after.institutionOptions),
  ];
}

/** `GET /studio/api/history`. */
export async function versionHistory(ctx: Pick<AppContext, 'db' | 'samples'>): Promise<HistoryEntry[]> {
  const versions = await listVersions(ctx.db);
  return versions.map((version, i) => ({
    version: version.version,
    publishedBy: version.publishedBy,
    publishedAt: version.publishedAt.toISOString(),
    note: version.note,
    rollbackOf: version.rollbackOf,
    changes: versionChanges(ctx, versions[i + 1], version),
  }));
}
