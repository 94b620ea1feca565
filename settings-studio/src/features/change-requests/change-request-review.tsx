/**
 * The review steps a staff member may take on a change request: the author submits it naming
 * reviewers (also with Alt+R, decision 373); a named reviewer approves or rejects; a publisher publishes
 * an approved one (a 409 shows the values to rebase). The server checks every rule again (decision 340).
 */
import { ErrorBanner } from '@studio/ui/error-banner';
import { useRef, useState, type FormEvent } from 'react';
import type { ChangeRequestDetail, RebaseNeeded } from '@schemas/studio/change-requests';
import type { StaffUser } from '@schemas/studio/studio-api';
import { hasStatus } from '@studio/api/studio-client';
import { useStudioShortcuts } from '@studio/ui/use-studio-shortcuts';
import { RebasePanel } from './rebase-panel';
import { ScheduleForm } from './schedule-form';
import { useChangeRequestActions } from './use-change-request-actions';

/** Props of the review steps. */
export interface ChangeRequestReviewProps {
  request: ChangeRequestDetail;
  user: StaffUser;
}

/** Why `user` cannot submit the request now, in the words the shortcut announces. */
function whyNoSubmit(request: ChangeRequestDetail, user: StaffUser): string {
  if (request.author !== user.userName)
    return `Only ${request.author}, who opened this change request, can submit it for review.`;
  return `This change request is ${request.status.replace('-', ' ')}: only an open or rejected one is submitted for review.`;
}

const conflictsOf = (error: unknown) =>
  hasStatus(error, 409) ? ((error.body as Partial<RebaseNeeded> | undefined)?.conflicts ?? []) : [];

/** The steps open to `user`. */
export function ChangeRequestReview({ request, user }: ChangeRequestReviewProps) {
  const { step } = useChangeRequestActions();
  const [reviewers, setReviewers] = useState(request.reviewers.join(', '));
  const [note, setNote] = useState('');
  const isAuthor = request.author === user.userName;
  const isReviewer = user.role === 'publisher' && !isAuthor && request.reviewers.includes(user.userName);
  const canSubmit = isAuthor && (request.status === 'open' || request.status === 'rejected');
  const canReview = isReviewer && request.status !== 'open' && request.status !== 'published';
  const canPublish = user.role === 'publisher' && request.status === 'approved';
  const conflicts = conflictsOf(step.error);
  const id = request.id;
  const submitForm = useRef<HTMLFormElement>(null);
  const [shortcutNote, setShortcutNote] = useState('');
  useStudioShortcuts({
    submit: () => {
      setShortcutNote(canSubmit ? '' : whyNoSubmit(request, user));
      if (canSubmit) submitForm.current?.requestSubmit();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    step.mutate({
      requestId: id,
      step: 'submit',
      reviewers: reviewers
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    });
  };
  const publish = (event: FormEvent) => {
    event.preventDefault();
    step.mutate({ requestId: id, step: 'publish', note });
  };
  return (
    <section aria-labelledby="cr-review-title" className="cr-review">
      <h3 id="cr-review-title">Review</h3>
      <p>
        Approvals: {request.approvals.length} of {request.approvalsNeeded}
        {request.approvals.length > 0 ? ` (${request.approvals.join(', ')})` : ''}
        {request.rejections.length > 0 ? `; rejected by ${request.rejections.join(', ')}` : ''}
      </p>
      <p role="status">{shortcutNote}</p>
      {canSubmit ? (
        <form onSubmit={submit} ref={submitForm}>
          <label>
            Reviewers (publishers' user names, separated by commas)
            <input value={reviewers} onChange={(e) => setReviewers(e.target.value)} />
          </label>
          <button type="submit">Submit for review</button>
        </form>
      ) : null}
      {canReview ? (
        <div className="cr-verdict">
          <button type="button" onClick={() => step.mutate({ requestId: id, step: 'approve' })}>
            Approve
          </button>
          <button type="button" onClick={() => step.mutate({ requestId: id, step: 'reject' })}>
            Reject
          </button>
        </div>
      ) : null}
      {canPublish ? (
        <form onSubmit={publish}>
          <label>
            Publish note
            <input value={note} onChange={(e) => setNote(e.target.value)} />
          </label>
          <button type="submit">Publish change request</button>
        </form>
      ) : null}
      {canPublish ? <ScheduleForm request={request} /> : null}
      {conflicts.length > 0 ? (
        <RebasePanel conflicts={conflicts} onRebase={() => step.mutate({ requestId: id, step: 'rebase' })} />
      ) : step.isError ? (
        <ErrorBanner>{step.error.message}</ErrorBanner>
      ) : null}
      {step.isSuccess && 'version' in step.data ? (
        <p role="status" className="studio-success">
          Published as version {step.data.version}.
        </p>
      ) : null}
    </section>
  );
}
