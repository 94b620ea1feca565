/**
 * #/publish: the draft against what borrowers get, key by key, and publishing it with a note
 * (decision 258). Editors may review and discard; only publishers see the form (the server
 * refuses everyone else's publish anyway).
 */
import { ErrorBanner } from '@studio/ui/error-banner';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogueQuery } from '@studio/api/get-catalogue';
import { sessionQuery } from '@studio/api/get-session';
import { studioStateQuery, studioStateQueryKey } from '@studio/api/get-studio-state';
import { resetDraftValue } from '@studio/api/reset-draft-value';
import { formatWhen } from '@studio/ui/format-when';
import { DiffList } from './diff-list';
import { buildDraftDiff, keysLastEditedBy, type DiffRow } from './draft-diff';
import { FourEyesSwitch } from './four-eyes-switch';
import { discardErrorMessage } from './publish-errors';
import { PublishForm } from './publish-form';
import '@studio/ui/studio-page.css';
import './publish.css';

/** The publish page. */
export function PublishPage() {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery());
  const state = useQuery({ ...studioStateQuery(), refetchOnMount: 'always' });
  const catalogue = useQuery(catalogueQuery());
  const [discardProblem, setDiscardProblem] = useState<string | null>(null);
  const discard = useMutation({
    // Not retried: after a lost answer the revision has moved and a retry would only conflict.
    mutationFn: (row: DiffRow) => resetDraftValue(row.scope, row.key, row.entry.revision),
    retry: false,
    onMutate: () => setDiscardProblem(null),
    onError: (error, input) => setDiscardProblem(discardErrorMessage(error, input.key)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: studioStateQueryKey }),
  });

  if (state.isPending) return <p role="status">Loading the draft…</p>;
  if (state.isError) {
    return (
      <section className="studio-page publish-page" aria-labelledby="publish-title">
        <h1 id="publish-title" tabIndex={-1}>
          Publish
        </h1>
        <ErrorBanner>The draft could not be loaded: {state.error.message}</ErrorBanner>
        <button type="button" onClick={() => void state.refetch()}>
          Try again
        </button>
      </section>
    );
  }

  const { published, draft, config } = state.data;
  const rows = buildDraftDiff(state.data, catalogue.data);
  const user = session.data?.user;
  const role = user?.role;

  return (
    <section className="studio-page publish-page" aria-labelledby="publish-title">
      <h1 id="publish-title" tabIndex={-1}>
        Publish
      </h1>
      <p>
        Borrowers get version {published.version}, published by {published.publishedBy} on{' '}
        {formatWhen(published.publishedAt)}.
      </p>
      <FourEyesSwitch fourEyes={config.fourEyes} canChange={role === 'publisher'} />
      {discardProblem ? <ErrorBanner>{discardProblem}</ErrorBanner> : null}
      {rows.length === 0 ? (
        <p>Nothing to publish: the draft equals the published version.</p>
      ) : (
        <>
          <p>
            {rows.length} {rows.length === 1 ? 'key differs' : 'keys differ'} from the published version.
          </p>
          <DiffList
            rows={rows}
            canDiscard={role === 'editor' || role === 'publisher'}
            discarding={discard.isPending ? (discard.variables?.key ?? null) : null}
            onDiscard={(row) => discard.mutate(row)}
          />
        </>
      )}
      {role === 'publisher' ? (
        <PublishForm
          draftEtag={draft.etag}
          changeCount={rows.length}
          refusal={{ role, fourEyes: config.fourEyes, ownKeys: keysLastEditedBy(rows, user?.userName ?? '') }}
        />
      ) : (
        <p className="publish-role-note">
          Only publishers can publish.{' '}
          {role ? `You are signed in as ${role === 'editor' ? 'an editor' : 'a viewer'}.` : ''}
        </p>
      )}
    </section>
  );
}
