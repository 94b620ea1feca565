/**
 * Review comments of a change request: the threads on the request (`keyName` null) or on one key,
 * each with its replies, a reply field and Resolve (decision 340).
 */
import { ErrorBanner } from '@studio/ui/error-banner';
import { useState, type FormEvent } from 'react';
import type { ChangeRequestComment, ChangeRequestDetail } from '@schemas/studio/change-requests';
import { formatWhen } from '@studio/ui/format-when';
import { useChangeRequestActions } from './use-change-request-actions';

/** Props of the threads of one place (the request or one key). */
export interface CommentThreadsProps {
  request: ChangeRequestDetail;
  /** The key the threads are on; null for the request's own. */
  keyName: string | null;
  /** Whether this staff member may comment (editors and publishers). */
  canComment: boolean;
}

function CommentForm({
  label,
  submit,
  onSend,
}: {
  label: string;
  submit: string;
  onSend(body: string): Promise<unknown>;
}) {
  const [body, setBody] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') return;
    void onSend(body).then(() => setBody(''));
  };
  return (
    <form className="cr-comment-form" onSubmit={send}>
      <label>
        {label}
        <textarea value={body} rows={2} onChange={(e) => setBody(e.target.value)} />
      </label>
      <button type="submit">{submit}</button>
    </form>
  );
}

function Comment({ comment }: { comment: ChangeRequestComment }) {
  return (
    <p className="cr-comment">
      <strong>{comment.author}</strong> <span className="cr-meta">{formatWhen(comment.at)}</span>: {comment.body}
    </p>
  );
}

/** The threads with their replies, and a field for a new one. */
export function CommentThreads({ request, keyName, canComment }: CommentThreadsProps) {
  const { comment } = useChangeRequestActions();
  const threads = request.comments.filter((c) => c.parentId === null && c.key === keyName);
  const where = keyName ?? 'this request';
  return (
    <div className="cr-threads">
      {threads.map((thread) => (
        <div
          key={thread.id}
          className="cr-thread"
          role="group"
          aria-label={`Comment by ${thread.author}${thread.resolvedBy ? ', resolved' : ''}`}
        >
          <Comment comment={thread} />
          {request.comments
            .filter((c) => c.parentId === thread.id)
            .map((reply) => (
              <Comment key={reply.id} comment={reply} />
            ))}
          {thread.resolvedBy ? (
            <p className="cr-meta">Resolved by {thread.resolvedBy}</p>
          ) : canComment ? (
            <>
              <CommentForm
                label={`Reply to ${thread.author}`}
                submit="Reply"
                onSend={(body) =>
                  comment.mutateAsync({ requestId: request.id, kind: 'comment', body, parentId: thread.id })
                }
              />
              <button
                type="button"
                onClick={() => comment.mutate({ requestId: request.id, kind: 'resolve', commentId: thread.id })}
              >
                Resolve
              </button>
            </>
          ) : null}
        </div>
      ))}
      {canComment ? (
        <CommentForm
          label={`Comment on ${where}`}
          submit="Comment"
          onSend={(body) => comment.mutateAsync({ requestId: request.id, kind: 'comment', body, key: keyName })}
        />
      ) : null}
      {comment.isError ? <ErrorBanner>{comment.error.message}</ErrorBanner> : null}
    </div>
  );
}
