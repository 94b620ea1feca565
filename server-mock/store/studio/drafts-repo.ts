/**
 * Draft entries (table `studio_draft_entries`): one row per changed key, with a revision per key
 * for optimistic concurrency. Every change bumps the draft sequence in `studio_config`, which makes
 * the draft etag publish checks (decision 252).
 */
import type { DraftEntry } from '../../../schemas/src/studio/studio-api.ts';
import type { Database } from '../database.ts';

/** What a draft entry belongs to: a catalogue setting or an institution option. */
export type DraftScope = 'setting' | 'institutionOption';

interface Row {
  scope: DraftScope;
  key: string;
  value: string;
  revision: number;
  updated_by: string;
  updated_at: Date;
}

const toEntry = (row: Row): DraftEntry => ({
  value: row.value,
  revision: row.revision,
  updatedBy: row.updated_by,
  updatedAt: row.updated_at.toISOString(),
});

/** Every draft entry of a scope, by key. */
export async function listDrafts(db: Database, scope: DraftScope): Promise<Record<string, DraftEntry>> {
  const rows = await db.query<Row>('select * from studio_draft_entries where scope = $1 order by key', [scope]);
  return Object.fromEntries(rows.map((row) => [row.key, toEntry(row)]));
}

/** The draft entry of one key, or undefined (revision 0). */
export async function findDraft(db: Database, scope: DraftScope, key: string): Promise<DraftEntry | undefined> {
  const [row] = await db.query<Row>('select * from studio_draft_entries where scope = $1 and key = $2', [scope, key]);
  return row ? toEntry(row) : undefined;
}

/**
 * Saves a key's draft as revision `expected + 1`, only if its revision is still `expected` (0: no
 * draft yet); one statement, so two saves racing on a shared server cannot both win. False when
 * someone else saved first. Bumps the draft sequence on success.
 */
export async function writeDraft(
  db: Database,
  entry: { scope: DraftScope; key: string; value: string; expected: number; updatedBy: string; updatedAt: Date },
): Promise<boolean> {
  const params = [entry.scope, entry.key, entry.value, entry.expected + 1, entry.updatedBy, entry.updatedAt];
  const changed =
    entry.expected === 0
      ? await db.execute(
          `insert into studio_draft_entries (scope, key, value, revision, updated_by, updated_at) values ($1, $2, $3, $4, $5, $6)
           on conflict (scope, key) do nothing`,
          params,
        )
      : await db.execute(
          `update studio_draft_entries set value = $3, revision = $4, updated_by = $5, updated_at = $6
           where scope = $1 and key = $2 and revision = $4 - 1`,
          params,
        );
  if (changed > 0) await bumpDraftSequence(db);
  return changed > 0;
}

/**
 * Removes a key's draft (back to the published value) if its revision is still `expected`; true
 * when it was (no draft and `expected` 0 counts). Bumps the draft sequence when a row went.
 */
export async function removeDraft(db: Database, scope: DraftScope, key: string, expected: number): Promise<boolean> {
  if (expected === 0) return (await findDraft(db, scope, key)) === undefined;
  const removed = await db.execute('delete from studio_draft_entries where scope = $1 and key = $2 and revision = $3', [
    scope,
    key,
    expected,
  ]);
  if (removed > 0) await bumpDraftSequence(db);
  return removed > 0;
}

/** Removes every draft entry (published). */
export async function clearDrafts(db: Database): Promise<void> {
  await db.execute('delete from studio_draft_entries');
  await bumpDraftSequence(db);
}

async function bumpDraftSequence(db: Database): Promise<void> {
  await db.execute('update studio_config set draft_seq = draft_seq + 1 where id = 1');
}

/** The draft etag, quoted as an HTTP entity tag: it changes whenever any draft entry changes. */
export async function draftEtag(db: Database): Promise<string> {
  const [row] = await db.query<{ draft_seq: number }>('select draft_seq from studio_config where id = 1');
  return `"d${row?.draft_seq ?? 0}"`;
}

/** The draft etag and the published version together, in one cheap query (the live feed's poll). */
export async function draftMarks(db: Database): Promise<{ etag: string; version: number }> {
  const [row] = await db.query<{ draft_seq: number; version: number }>(
    `select c.draft_seq, s.version from studio_config c cross join institution_state s where c.id = 1 and s.id = 1`,
  );
  return { etag: `"d${row?.draft_seq ?? 0}"`, version: row?.version ?? 1 };
}

/** The studio's four-eyes setting. */
export async function readFourEyes(db: Database): Promise<boolean> {
  const [row] = await db.query<{ four_eyes: boolean }>('select four_eyes from studio_config where id = 1');
  return row?.four_eyes ?? true;
}

/** Changes the four-eyes setting. */
export async function saveFourEyes(db: Database, fourEyes: boolean): Promise<void> {
  await db.execute('update studio_config set four_eyes = $1 where id = 1', [fourEyes]);
}
