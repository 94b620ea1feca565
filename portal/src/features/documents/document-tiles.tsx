/**
 * The document tiles of one owner (spec §2 "File management section"): each opens its document in a new
 * window; documents new since the last list carry the 'New' mark. Empty and error texts from the catalogue.
 */
import { useState } from 'react';
import { formatDocumentDate } from '@schemas/rules/document-date';
import type { DocumentItem, DocumentOwner } from '@/api/documents/document-types';
import { getPassableToken } from '@/api/auth/get-passable-token';
import { viewDocumentUrl } from '@/api/documents/view-document';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { openPendingTab } from '@/ui/open-pending-tab';
import { Spinner } from '@/ui/spinner';
import { fileIcon } from './upload/file-icon';
import { useDocumentList } from './use-document-list';

/** Why a document did not open: the browser blocked the window, or no token came for it. */
type OpenProblem = 'blocked' | 'failed';

/** Props of {@link DocumentTiles}. */
export interface DocumentTilesProps {
  owner: DocumentOwner;
  enabled?: boolean;
}

function Tile({
  document,
  fresh,
  onProblem,
}: {
  document: DocumentItem;
  fresh: boolean;
  onProblem: (problem: OpenProblem | undefined) => void;
}) {
  const settings = useSettings();
  const icon = fileIcon(document.Name ?? `${document.DisplayName}.${document.DisplayFormat ?? ''}`);
  return (
    <li className="document-tile">
      <button
        type="button"
        className="document-tile__open"
        onClick={() =>
          void openPendingTab(async () => viewDocumentUrl(document, await getPassableToken())).then((result) =>
            onProblem(result === 'opened' ? undefined : result),
          )
        }
      >
        <span className={`file-icon file-icon--${icon.kind}`} aria-hidden="true">
          {icon.label}
        </span>
        <span className="document-tile__name">{document.DisplayName}</span>
        {document.DateUploaded ? (
          <span className="document-tile__date">{formatDocumentDate(document.DateUploaded)}</span>
        ) : null}
        {fresh ? <span className="document-tile__new">{settings.text('documents.newBadge')}</span> : null}
      </button>
    </li>
  );
}

/** The tiles with loading, empty, load-error and refresh-error states. */
export function DocumentTiles({ owner, enabled = true }: DocumentTilesProps) {
  const settings = useSettings();
  const state = useDocumentList(owner, settings.text('documents.documentListEndpoint'), enabled);
  const [problem, setProblem] = useState<OpenProblem | undefined>();
  if (!enabled) return null;
  if (state.kind === 'loading') return <Spinner label={settings.text('shell.loadingText')} />;
  if (state.kind === 'loadError') return <ErrorBanner>{settings.text('documents.loadError')}</ErrorBanner>;
  return (
    <div className="document-tiles" aria-live="polite">
      {state.refreshFailed ? <ErrorBanner>{settings.text('documents.refreshError')}</ErrorBanner> : null}
      {problem ? (
        <ErrorBanner>
          {settings.text(problem === 'blocked' ? 'dialogs.popupBlockedText' : 'documents.loadError')}
        </ErrorBanner>
      ) : null}
      {state.documents.length === 0 ? (
        <p className="document-tiles__empty">{settings.text('documents.empty')}</p>
      ) : (
        <ul className="document-tiles__grid">
          {state.documents.map((d) => (
            <Tile key={d.FileId} document={d} fresh={state.fresh.has(d.FileId)} onProblem={setProblem} />
          ))}
        </ul>
      )}
    </div>
  );
}
