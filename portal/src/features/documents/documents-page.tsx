/**
 * Documents (route documents, spec §2 "Documents"): the 'File Management' section for the signed-in
 * customer's own documents (tiles and upload area). The ACH authorizations list of the same route is
 * built with the profile work and rendered below the section when it lands.
 */
import type { ReactNode } from 'react';
import { useSettings } from '@/settings/use-settings';
import { PageHeading } from '@/ui/page-heading';
import { FileManagementSection } from './file-management-section';
import './documents.css';

/** Props of {@link DocumentsPage}: the route hands in the ACH authorizations list (app/screens/documents-screen.tsx). */
export interface DocumentsPageProps {
  achAuthorizations?: ReactNode;
}

/** The documents page. */
export function DocumentsPage({ achAuthorizations }: DocumentsPageProps = {}) {
  const settings = useSettings();
  return (
    <div className="page documents-page">
      <PageHeading>{settings.text('titles.documents')}</PageHeading>
      <div className="card">
        <FileManagementSection owner={{ kind: 'customer' }} />
      </div>
      {achAuthorizations}
    </div>
  );
}

export default DocumentsPage;
