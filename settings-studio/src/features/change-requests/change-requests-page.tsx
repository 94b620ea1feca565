/**
 * #/changes and #/changes/:id: named change requests (decision 340). The list flags requests that
 * change a key another request changes too; a request shows its keys, comments and review steps.
 */
import { ErrorBanner } from '@studio/ui/error-banner';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { StaffUser } from '@schemas/studio/studio-api';
import { changeRequestQuery, changeRequestsKey, changeRequestsQuery } from '@studio/api/get-change-requests';
import { sessionQuery } from '@studio/api/get-session';
import { openChangeRequestMutation } from '@studio/api/open-change-request';
import { ChangeRequestEntries } from './change-request-entries';
import { ChangeRequestReview } from './change-request-review';
import { CommentThreads } from './comment-threads';
import { PreviewLinksSection } from './preview-links-section';
import { ShortcutsDialog } from '@studio/ui/shortcuts-dialog';
import { useStudioShortcuts } from '@studio/ui/use-studio-shortcuts';
import '@studio/ui/studio-page.css';
import './change-requests.css';

const STATUS: Record<string, string> = {
  open: 'Open',
  'in-review': 'In review',
  approved: 'Approved',
  rejected: 'Rejected',
  published: 'Published',
};

function OpenForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const open = useMutation({
    ...openChangeRequestMutation(),
    onSuccess: (request) => {
      void queryClient.invalidateQueries({ queryKey: changeRequestsKey });
      setTitle('');
      void navigate(`/changes/${request.id}`);
    },
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    open.mutate(title);
  };
  return (
    <form onSubmit={send} className="cr-open">
      <label>
        Name of the change request
        <input value={title} onChange={(e) => setTitle(e.target.value)} required />
      </label>
      <button type="submit">Open change request</button>
      {open.isError ? <ErrorBanner>{open.error.message}</ErrorBanner> : null}
    </form>
  );
}

function RequestView({ id, user }: { id: number; user: StaffUser }) {
  const request = useQuery(changeRequestQuery(id));
  if (request.isPending) return <p role="status">Loading the change request…</p>;
  if (request.isError) {
    return <ErrorBanner>The change request could not be loaded: {request.error.message}</ErrorBanner>;
  }
  const cr = request.data;
  const canWrite = user.role !== 'viewer';
  return (
    <article aria-labelledby="cr-title" className="cr-view">
      <h2 id="cr-title">
        #{cr.id} {cr.title}
      </h2>
      <p>
        {STATUS[cr.status]} · opened by {cr.author}
        {cr.reviewers.length > 0 ? ` · reviewers: ${cr.reviewers.join(', ')}` : ''}
        {cr.publishedVersion ? ` · version ${cr.publishedVersion}` : ''}
      </p>
      <ChangeRequestEntries request={cr} canEdit={canWrite && cr.status !== 'published'} canComment={canWrite} />
      <section aria-labelledby="cr-comments-title">
        <h3 id="cr-comments-title">Comments on the request</h3>
        <CommentThreads request={cr} keyName={null} canComment={canWrite} />
      </section>
      <ChangeRequestReview key={`${cr.id}:${cr.status}`} request={cr} user={user} />
      <PreviewLinksSection requestId={cr.id} canWrite={canWrite} />
    </article>
  );
}

/** The change-requests page. */
export function ChangeRequestsPage() {
  const session = useQuery(sessionQuery());
  const list = useQuery(changeRequestsQuery());
  const { id } = useParams();
  const user = session.data?.user;
  const shortcutsOpener = useRef<HTMLButtonElement>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  useStudioShortcuts({ help: () => setShortcutsOpen(true) });
  const closeShortcuts = useCallback(() => {
    setShortcutsOpen(false);
    shortcutsOpener.current?.focus();
  }, []);
  return (
    <section className="studio-page cr-page" aria-labelledby="cr-page-title">
      <h1 id="cr-page-title" tabIndex={-1}>
        Change requests
      </h1>
      {user && user.role !== 'viewer' ? <OpenForm /> : null}
      {list.isError ? <ErrorBanner>The change requests could not be loaded: {list.error.message}</ErrorBanner> : null}
      <ul className="cr-list">
        {(list.data ?? []).map((cr) => (
          <li key={cr.id}>
            <Link to={`/changes/${cr.id}`} aria-current={String(cr.id) === id ? 'page' : undefined}>
              #{cr.id} {cr.title}
            </Link>{' '}
            — {STATUS[cr.status]}, {cr.author}
            {cr.overlaps.length > 0 ? (
              <span className="cr-overlap">
                {' '}
                · shares {cr.overlaps.map((o) => o.key).join(', ')} with another request
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {id && user ? <RequestView key={id} id={Number(id)} user={user} /> : null}
      <button type="button" className="secondary" ref={shortcutsOpener} onClick={() => setShortcutsOpen(true)}>
        Keyboard shortcuts
      </button>
      {shortcutsOpen ? <ShortcutsDialog onClose={closeShortcuts} /> : null}
    </section>
  );
}
