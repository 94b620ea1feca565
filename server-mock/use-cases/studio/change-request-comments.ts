/**
 * Review comments on a change request (decision 340): on the request or on one of its keys; a reply
 * joins its thread (the thread's first comment), and anyone who may comment may resolve a thread.
 */
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { findComment, insertComment, resolveComment } from '../../store/studio/change-request-comments-repo.ts';
import { listEntries } from '../../store/studio/change-requests-repo.ts';
import { requestOr404 } from './change-requests.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** Longest comment, in characters. */
const MAX_COMMENT = 4000;

/** `POST .../:id/comments`: answers the new comment's id. */
export async function addComment(
  ctx: Ctx,
  author: string,
  id: number,
  body: { text: string; key: string | null; parentId: number | null },
): Promise<number> {
  await requestOr404(ctx.db, id);
  const text = body.text.trim();
  if (text === '' || text.length > MAX_COMMENT) {
    const message = text === '' ? 'Write a comment' : `A comment is at most ${MAX_COMMENT} characters`;
    throw studioError(422, `${message}.`, { problems: [{ key: 'body', message }] });
  }
  let key = body.key;
  if (body.parentId !== null) {
    const parent = await findComment(ctx.db, id, body.parentId);
    if (!parent || parent.parentId !== null)
      throw studioError(404, `There is no thread ${body.parentId} on change request ${id}.`);
    key = parent.key;
  } else if (key !== null && !(await listEntries(ctx.db, [id])).some((entry) => entry.key === key)) {
    throw studioError(422, `${key} is not in change request ${id}.`, {
      problems: [{ key: 'key', message: `${key} is not in this request` }],
    });
  }
  return (
    await insertComment(ctx.db, { requestId: id, key, parentId: body.parentId, author, body: text, at: ctx.clock() })
  ).id;
}

/** `POST .../:id/comments/:commentId/resolve`. */
export async function resolveThread(ctx: Ctx, by: string, id: number, commentId: number): Promise<void> {
  const comment = await findComment(ctx.db, id, commentId);
  if (!comment || comment.parentId !== null)
    throw studioError(404, `There is no thread ${commentId} on change request ${id}.`);
  await resolveComment(ctx.db, id, commentId, by, ctx.clock());
}
