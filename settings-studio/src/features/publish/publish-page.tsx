/**
 * #/publish: the draft against what borrowers get, key by key, and publishing it with a note
 * (issue 15, decision 258). Editors may review and discard; only publishers see the form (the server
 * refuses everyone else's publish anyway).
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { discardDraftMutation } from '../../api/discard-draft';
import { studioCatalogueQuery } from '../../api/get-catalogue';
import { studioSessionQuery } from '../../api/get-session';
import { studioStateKey, studioStateQuery } from '../../api/get-state';
import { formatWhen } from '../../ui/format-when';
import { DiffList } from './diff-list';
import { buildDraftDiff, keysLastEditedBy, type DiffRow } from './draft-diff';
import { FourEyesSwitch } from './four-eyes-switch';
import { discardErrorMessage } from './publish-errors';
import { PublishForm } from './publish-form';
import './publish.css';

/** The publish page. */
export function PublishPage() {
  const queryClient = useQueryClient();
  const session = useQuery(studioSessionQuery());
  const state = useQuery(studioStateQuery());
  const catalogue = useQuery(studioCatalogueQuery());
  const [discardProblem, setDiscardProblem] = useState<string | null>(null);
  const discard = useMutation({
    ...discardDraftMutation(),
    onMutate: () => setDiscardProblem(null),
    onError: (error, input) => setDiscardProblem(discardErrorMessage(error, input.key)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: studioStateKey }),
  });

  if (state.isPending) return <p role="status">Loading the draft…</p>;
  if (state.isError) {
    return (
      <main className="studio-page publish-page">
        <h1>Publish</h1>
        <p role="alert" className="studio-error">
          The draft could not be loaded: {state.error.message}
        </p>
        <button type="button" onClick={() => void state.refetch()}>
          Try again
        </button>
      </main>
    );
  }

  const { published, draft, config } = state.data;
  const rows = buildDraftDiff(state.data, catalogue.data);
  const user = session.data?.user;
  const role = user?.role;
  const onDiscard = (row: DiffRow) => discard.mutate({ scope: row.scope, key: row.key, revision: row.entry.revision });

  return (
    <main className="studio-page publish-page">
      <h1>Publish</h1>
      <p>
        Borrowers get version {published.version}, published by {published.publishedBy} on {formatWhen(published.publishedAt)}.
      </p>
      <FourEyesSwitch fourEyes={config.fourEyes} canChange={role === 'publisher'} />
      {discardProblem ? (
        <p role="alert" className="studio-error">
          {discardProblem}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p role="status">Nothing to publish: the draft equals the published version.</p>
      ) : (
        <>
          <p>
            {rows.length} {rows.length === 1 ? 'key differs' : 'keys differ'} from the published version.
          </p>
          <DiffList rows={rows} canDiscard={role === 'editor' || role === 'publisher'} discarding={discard.isPending ? (discard.variables?.key ?? null) : null} onDiscard={onDiscard} />
        </>
      )}
      {role === 'publisher' ? (
        <PublishForm draftEtag={draft.etag} changeCount={rows.length} refusal={{ role, fourEyes: config.fourEyes, ownKeys: keysLastEditedBy(rows, user?.userName ?? '') }} />
      ) : (
        <p className="publish-role-note">Only publishers can publish. {role ? `You are signed in as ${role === 'editor' ? 'an editor' : 'a viewer'}.` : ''}</p>
      )}
    </main>
  );
}
