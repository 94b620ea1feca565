/**
 * Recurring ACH authorizations for the Documents screen: the ones seeded in `ach_drafts` plus the
 * recurring ACH payments the payments area stored (table `payments`, read only here), so a
 * recurring ACH set up in the portal shows up as an authorization.
 */
import type { Database } from '../database.ts';

/** An authorization. */
export interface AchDraftRecord {
  id: string;
  loanAccountNumber: string;
  creationDate: Date;
  data: Record<string, unknown>;
}

const SELECT = `
  SELECT id, loan_account_number AS "loanAccountNumber", creation_date AS "creationDate", data FROM ach_drafts WHERE user_name = $1
  UNION ALL
  SELECT reference_number, account_number, created_at,
         jsonb_build_object('amountCents', amount_cents, 'lastFour', method_last_four, 'recurringOption', recurring_option, 'paymentDate', payment_date)
  FROM payments WHERE user_name = $1 AND kind = 'recurring' AND NOT is_card AND status = 'active'`;

/** The user's authorizations, newest first. */
export async function listAchDrafts(db: Database, userName: string): Promise<AchDraftRecord[]> {
  return db.query<AchDraftRecord>(`SELECT * FROM (${SELECT}) d ORDER BY "creationDate" DESC`, [userName.toLowerCase()]);
}

/** One authorization of the user. */
export async function findAchDraft(db: Database, userName: string, id: string): Promise<AchDraftRecord | undefined> {
  const rows = await db.query<AchDraftRecord>(`SELECT * FROM (${SELECT}) d WHERE id = $2`, [
    userName.toLowerCase(),
    id,
  ]);
  return rows[0];
}
