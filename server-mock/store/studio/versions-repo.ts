/**
 * Published versions (table `published_versions`): every state the portal has served, as a whole
 * snapshot. Publishing writes a new row and the served `institution_state` together, in one
 * transaction, so the ETag version and the history never disagree (decision 252).
 */
import type { InstitutionOptionsRaw, SettingValues } from '../../../schemas/src/settings/types.ts';
import type { Database } from '../database.ts';
import { lockInstitutionState, saveInstitutionState } from '../institution-repo.ts';

/** Who the sandbox's own versions are published by (seed, test controls). */
export const SANDBOX_PUBLISHER = 'sandbox';

/** What a version serves. */
export interface VersionSnapshot {
  sampleId: string;
  settingOverrides: SettingValues;
  institutionOverrides: InstitutionOptionsRaw;
}

/** Who published a version, when and why. */
export interface VersionMeta {
  publishedBy: string;
  publishedAt: Date;
  note: string;
  rollbackOf: number | null;
}

/** One stored version. */
export interface StoredVersion extends VersionSnapshot, VersionMeta {
  version: number;
}

interface Row {
  version: number;
  sample_id: string;
  setting_overrides: SettingValues;
  institution_overrides: InstitutionOptionsRaw;
  published_by: string;
  published_at: Date;
  note: string;
  rollback_of: number | null;
}

const fromRow = (row: Row): StoredVersion => ({
  version: row.version,
  sampleId: row.sample_id,
  settingOverrides: row.setting_overrides,
  institutionOverrides: row.institution_overrides,
  publishedBy: row.published_by,
  publishedAt: row.published_at,
  note: row.note,
  rollbackOf: row.rollback_of,
});

/** Records a version row as given (the seed's first version). */
export async function insertVersion(
  db: Database,
  version: number,
  snapshot: VersionSnapshot,
  meta: VersionMeta,
): Promise<void> {
  await db.execute(
    `insert into published_versions (version, sample_id, setting_overrides, institution_overrides, published_by, published_at, note, rollback_of)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      version,
      snapshot.sampleId,
      snapshot.settingOverrides,
      snapshot.institutionOverrides,
      meta.publishedBy,
      meta.publishedAt,
      meta.note,
      meta.rollbackOf,
    ],
  );
}

/**
 * Serves a new version: the next number after the one served, recorded and written to
 * `institution_state` (maintenance mode kept). Pass a transaction to publish more in the same one.
 */
export async function publishVersion(db: Database, snapshot: VersionSnapshot, meta: VersionMeta): Promise<number> {
  return db.transaction(async (tx) => {
    const current = await lockInstitutionState(tx);
    const [latest] = await tx.query<{ max: number | null }>('select max(version)::int as max from published_versions');
    const version = Math.max(current.version, latest?.max ?? 0) + 1;
    await insertVersion(tx, version, snapshot, meta);
    await saveInstitutionState(tx, { ...current, ...snapshot, version });
    return version;
  });
}

/** Every version, newest first. */
export async function listVersions(db: Database): Promise<StoredVersion[]> {
  return (await db.query<Row>('select * from published_versions order by version desc')).map(fromRow);
}

/** One version, or undefined. */
export async function findVersion(db: Database, version: number): Promise<StoredVersion | undefined> {
  const [row] = await db.query<Row>('select * from published_versions where version = $1', [version]);
  return row ? fromRow(row) : undefined;
}
