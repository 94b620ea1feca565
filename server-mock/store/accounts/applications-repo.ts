/** The `applications` table: the user's loan applications. */
import type { Database } from '../database.ts';

/** An application as seeded. */
export interface SeedApplication {
  number: string;
  status: string;
  amountRequested: number;
  amountApproved: number | null;
  lastModified: string;
  office: string;
  fundsExpected: string | null;
}

/** An application as the API answers it (spec §3 Application). */
export interface ApplicationRecord {
  ApplicationNumber: string;
  Status: string;
  AmountRequested: number;
  AmountApproved: number | null;
  LastModified: string;
  Office: string;
  FundsExpected: string | null;
}

const SELECT = `SELECT application_number, status, amount_requested, amount_approved, last_modified, office,
  to_char(funds_expected, 'YYYY-MM-DD') AS funds_expected FROM applications`;

interface Row {
  application_number: string;
  status: string;
  amount_requested: string;
  amount_approved: string | null;
  last_modified: Date;
  office: string;
  funds_expected: string | null;
}

const fromRow = (r: Row): ApplicationRecord => ({
  ApplicationNumber: r.application_number,
  Status: r.status,
  AmountRequested: Number(r.amount_requested),
  AmountApproved: r.amount_approved === null ? null : Number(r.amount_approved),
  LastModified: r.last_modified.toISOString(),
  Office: r.office,
  FundsExpected: r.funds_expected,
});

/** Applications modified on or after `since`, newest first. */
export async function listApplications(db: Database, userName: string, since: Date): Promise<ApplicationRecord[]> {
  const rows = await db.query<Row>(
    `${SELECT} WHERE user_name = $1 AND last_modified >= $2 ORDER BY last_modified DESC`,
    [userName.toLowerCase(), since],
  );
  return rows.map(fromRow);
}

/** One application of the user. */
export async function findApplication(
  db: Database,
  userName: string,
  applicationNumber: string,
): Promise<ApplicationRecord | undefined> {
  const rows = await db.query<Row>(`${SELECT} WHERE user_name = $1 AND application_number = $2`, [
    userName.toLowerCase(),
    applicationNumber,
  ]);
  return rows[0] && fromRow(rows[0]);
}

/** Inserts applications (seed). */
export async function insertApplications(
  db: Database,
  userName: string,
  apps: readonly SeedApplication[],
): Promise<void> {
  for (const a of apps) {
    await db.execute(
      `INSERT INTO applications (application_number, user_name, status, amount_requested, amount_approved, last_modified, office, funds_expected)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        a.number,
        userName.toLowerCase(),
        a.status,
        a.amountRequested,
        a.amountApproved,
        a.lastModified,
        a.office,
        a.fundsExpected,
      ],
    );
  }
}
