/** The `statements` table: monthly e-statements per account. */
import type { Database } from '../database.ts';

/** A statement as seeded (table statements). */
export interface SeedStatement {
  id: string;
  date: string;
  provider: number;
  type: string;
  periodStart: string;
  periodEnd: string;
  closingBalance: number;
}

/** A stored statement with its account. */
export interface StoredStatement extends SeedStatement {
  accountNumber: string;
}

const COLUMNS = `s.id, s.account_number AS "accountNumber", to_char(s.statement_date, 'YYYY-MM-DD') AS date, s.provider, s.type,
  to_char(s.period_start, 'YYYY-MM-DD') AS "periodStart", to_char(s.period_end, 'YYYY-MM-DD') AS "periodEnd", s.closing_balance AS "closingBalance"`;

function fromRow(r: StoredStatement): StoredStatement {
  return { ...r, closingBalance: Number(r.closingBalance) };
}

/** Statements of an account in one year, newest first. */
export async function listStatements(db: Database, accountNumber: string, year: number): Promise<StoredStatement[]> {
  const rows = await db.query<StoredStatement>(
    `SELECT ${COLUMNS} FROM statements s WHERE s.account_number = $1 AND extract(year FROM s.statement_date) = $2 ORDER BY s.statement_date DESC`,
    [accountNumber, year],
  );
  return rows.map(fromRow);
}

/** A statement by id, only when its account belongs to the user. */
export async function findOwnedStatement(
  db: Database,
  userName: string,
  id: string,
): Promise<StoredStatement | undefined> {
  const rows = await db.query<StoredStatement>(
    `SELECT ${COLUMNS} FROM statements s
     JOIN accounts a ON a.account_number = s.account_number WHERE s.id = $1 AND a.user_name = $2`,
    [id, userName.toLowerCase()],
  );
  return rows[0] ? fromRow(rows[0]) : undefined;
}

/** Inserts an account's statements (seed). */
export async function insertStatements(
  db: Database,
  accountNumber: string,
  statements: readonly SeedStatement[],
): Promise<void> {
  if (statements.length === 0) return;
  await db.execute(
    `INSERT INTO statements (id, account_number, statement_date, provider, type, period_start, period_end, closing_balance)
     SELECT s->>'id', $1, (s->>'date')::date, (s->>'provider')::int, s->>'type', (s->>'periodStart')::date, (s->>'periodEnd')::date,
            (s->>'closingBalance')::numeric
     FROM jsonb_array_elements($2::jsonb) AS s`,
    [accountNumber, JSON.stringify(statements)],
  );
}
