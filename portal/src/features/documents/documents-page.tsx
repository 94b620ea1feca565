/**
 * Documents (route documents, spec §2 "Documents"): the 'File Management' section for the signed-in
 * customer's own documents (tiles and upload area), then the ACH authorizations list the route hands in.
 * The customer's own documents are profile documents: only personal users with file services get them
 * (spec §6), the same rule as the profile page and the Document Center's Profile Documents tab.
 */
import type { ReactNode } from 'react';
import { useSessionStore } from '@/session/session-store';
import { useSettings } from '@/settings/use-settings';
import { PageHeading } from '@/ui/page-heading';
import { FileManagementSection } from './file-management-section';
import './documents.css';

/**
 * Props of {@link DocumentsPage}: the route hands in the ACH authorizations list (app/screens/documents-screen.tsx).
 */
export interface DocumentsPageProps {
  achAuthorizations?: ReactNode;
}

/** The documents page. */
export function DocumentsPage({ achAuthorizations }: DocumentsPageProps = {}) {
  const settings = useSettings();
  const personal = useSessionStore((s) => s.user?.isPersonalUser === true);
  const ownDocuments =
    personal && settings.flag('access.useFileServices') && !settings.flag('documents.fileManagementHidden');
  return (
    <div className="page documents-page">
      <PageHeading>{settings.text('titles.documents')}</PageHeading>
      {ownDocuments ? (
        <div className="card">
          <FileManagementSection owner={{ kind: 'customer' }} />
        </div>
      ) : null}
      {achAuthorizations}
    </div>
  );
}
