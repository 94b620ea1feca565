/** The `branches` table (branch locator and the branch of an account). */
import type { Database } from '../database.ts';

/** A branch as the API answers it (spec §3 Branch). */
export interface BranchRecord {
  BranchNumber: string;
  BranchName: string;
  StreetAddress: string;
  City: string;
  State: string;
  Zip: string;
  /** 10 digits. */
  PhoneNumber: string;
  Latitude: number;
  Longitude: number;
}

/** Every branch, by number. */
export async function listBranches(db: Database): Promise<BranchRecord[]> {
  const rows = await db.query<{ data: BranchRecord }>('SELECT data FROM branches ORDER BY branch_number');
  return rows.map((r) => r.data);
}

/**
 * A branch by number, compared as a number so '1', '01' and '0001' find the same branch (offices are
 * padded to the institution's office length, which may differ from the 4-digit branch numbers).
 */
export async function findBranch(db: Database, branchNumber: string): Promise<BranchRecord | undefined> {
  if (!/^[0-9]{1,10}$/.test(branchNumber)) return undefined;
  const rows = await db.query<{ data: BranchRecord }>(
    'SELECT data FROM branches WHERE branch_number::bigint = $1::bigint',
    [branchNumber],
  );
  return rows[0]?.data;
}

/** Inserts branches (seed). */
export async function insertBranches(db: Database, branches: readonly BranchRecord[]): Promise<void> {
  await db.execute(
    `INSERT INTO branches (branch_number, data) SELECT b->>'BranchNumber', b FROM jsonb_array_elements($1::jsonb) AS b`,
    [JSON.stringify(branches)],
  );
}
