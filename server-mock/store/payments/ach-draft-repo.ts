/**
 * ACH draft agreement previews (table `ach_draft_previews`): prepared, opened, then required by a recurring ACH submit.
 */
import type { Database } from '../database.ts';

/** What the preview shows. */
export interface AchDraftPreview {
  token: string;
  userName: string;
  accountNumber: string;
  data: {
    achAccountType: string;
    achLastFour: string;
    amount: number;
    additionalPrincipal: number;
    daysBeforeDue: number;
    preparedOn: string;
  };
  openedAt: Date | null;
}

/** Stores a prepared preview. */
export async function insertAchDraftPreview(
  db: Database,
  preview: Omit<AchDraftPreview, 'openedAt'>,
  at: Date,
): Promise<void> {
  await db.execute(
    'insert into ach_draft_previews (token, user_name, account_number, data, created_at) values ($1, $2, $3, $4, $5)',
    [preview.token, preview.userName, preview.accountNumber, preview.data, at],
  );
}

/** A preview by token. */
export async function findAchDraftPreview(db: Database, token: string): Promise<AchDraftPreview | undefined> {
  const [row] = await db.query<{
    token: string;
    user_name: string;
    account_number: string;
    data: AchDraftPreview['data'];
    opened_at: Date | null;
  }>('select * from ach_draft_previews where token = $1', [token]);
  return row
    ? {
        token: row.token,
        userName: row.user_name,
        accountNumber: row.account_number,
        data: row.data,
        openedAt: row.opened_at,
      }
    : undefined;
}

/** Marks a preview as opened (the first time). */
export async function markAchDraftOpened(db: Database, token: string, at: Date): Promise<void> {
  await db.execute('update ach_draft_previews set opened_at = coalesce(opened_at, $2) where token = $1', [token, at]);
}
