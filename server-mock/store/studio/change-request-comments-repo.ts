/**
 * Comments on change requests (table `studio_change_request_comments`, decision 340): on the
 * request or on one key, replies naming their thread's first comment, and resolve on that first one.
 */
import type { ChangeRequestComment } from '../../../schemas/src/studio/change-requests.ts';
import type { Database } from '../database.ts';
import { readFirstRow, readRows } from '../table-row.ts';

interface Row {
  id: number;
  key: string | null;
  parent_id: number | null;
  author: string;
  body: string;
  at: Date;
  resolved_by: string | null;
  resolved_at: Date | null;
}

const toComment = (row: Row): ChangeRequestComment => ({
  id: row.id,
  key: row.key,
  parentId: row.parent_id,
  author: row.author,
  body: row.body,
  at: row.at.toISOString(),
  resolvedBy: row.resolved_by,
  resolvedAt: row.resolved_at ? row.resolved_at.toISOString() : null,
});

/** A request's comments, oldest first. */
export async function listComments(db: Database, requestId: number): Promise<ChangeRequestComment[]> {
  return readRows(db, toComment, 'select * from studio_change_request_comments where request_id = $1 order by id', [
    requestId,
  ]);
}

/** One comment of a request, or undefined. */
export async function findComment(
  db: Database,
  requestId: number,
  id: number,
): Promise<ChangeRequestComment | undefined> {
  return readFirstRow(db, toComment, 'select * from studio_change_request_comments where request_id = $1 and id = $2', [
    requestId,
    id,
  ]);
}

/** Adds a comment. */
export async function insertComment(
  db: Database,
  comment: { requestId: number; key: string | null; parentId: number | null; author: string; body: string; at: Date },
): Promise<ChangeRequestComment> {
  const [row] = await db.query<Row>(
    `insert into studio_change_request_comments (request_id, key, parent_id, author, body, at) values ($1, $2, $3, $4, $5, $6) returning *`,
    [comment.requestId, comment.key, comment.parentId, comment.author, comment.body, comment.at],
  );
  return toComment(row!);
}

/** Marks a thread resolved. */
export async function resolveComment(db: Database, requestId: number, id: number, by: string, at: Date): Promise<void> {
  await db.execute(
    'update studio_change_request_comments set resolved_by = $3, resolved_at = $4 where request_id = $1 and id = $2',
    [requestId, id, by, at],
  );
}
