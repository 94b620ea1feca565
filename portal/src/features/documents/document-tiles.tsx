/**
 * The document tiles of one owner (spec §2 "File management section"): each opens its document in a new
 * window; documents new since the last list carry the 'New' mark. Empty and error texts from the catalogue.
 */
import { useState } from 'react';
import { formatDocumentDate } from '@schemas/rules/document-date';
import type { DocumentItem, DocumentOwner } from '@/api/documents/document-types';
import { openDocument } from '@/api/documents/view-document';
import { useSettings } from '@/settings/use-settings';
import { Spinner } from '@/ui/spinner';
import { fileIcon } from './upload/file-icon';
import { useDocumentList } from './use-document-list';

/** Props of {@link DocumentTiles}. */
export interface DocumentTilesProps {
  owner: DocumentOwner;
  enabled?: boolean;
}

function Tile({ document, fresh, onBlocked }: { document: DocumentItem; fresh: boolean; onBlocked: () => void }) {
  const settings = useSettings();
  const icon = fileIcon(document.Name ?? `${document.DisplayName}.${document.DisplayFormat ?? ''}`);
  return (
    <li className="document-tile">
      <button type="button" className="document-tile__open" onClick={() => void openDocument(document).then((ok) => ok || onBlocked())}>
        <span className={`file-icon file-icon--${icon.kind}`} aria-hidden="true">
          {icon.label}
        </span>
        <span className="document-tile__name">{document.DisplayName}</span>
        {document.DateUploaded ? <span className="document-tile__date">{formatDocumentDate(document.DateUploaded)}</span> : null}
        {fresh ? <span className="document-tile__new">{settings.text('documents.newBadge')}</span> : null}
      </button>
    </li>
  );
}

/** The tiles with loading, empty, load-error and refresh-error states. */
export function DocumentTiles({ owner, enabled = true }: DocumentTilesProps) {
  const settings = useSettings();
  const state = useDocumentList(owner, settings.text('documents.documentListEndpoint'), enabled);
  const [blocked, setBlocked] = useState(false);
  if (!enabled) return null;
  if (state.kind === 'loading') return <Spinner label={settings.text('shell.loadingText')} />;
  if (state.kind === 'loadError')
    return (
      <p className="banner banner--error" role="alert">
        {settings.text('documents.loadError')}
      </p>
    );
  return (
    <div className="document-tiles" aria-live="polite">
      {state.refreshFailed ? (
        <p className="banner banner--error" role="alert">
          {settings.text('documents.refreshError')}
        </p>
      ) : null}
      {blocked ? (
        <p className="banner banner--error" role="alert">
          {settings.text('dialogs.popupBlockedText')}
        </p>
      ) : null}
      {state.documents.length === 0 ? (
        <p className="document-tiles__empty">{settings.text('documents.empty')}</p>
      ) : (
        <ul className="document-tiles__grid">
          {state.documents.map((d) => (
            <Tile key={d.FileId} document={d} fresh={state.fresh.has(d.FileId)} onBlocked={() => setBlocked(true)} />
          ))}
        </ul>
      )}
    </div>
  );
}
