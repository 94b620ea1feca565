/**
 * The 'File Management' section (spec §2 "Documents"): heading, optional disclaimer, the owner's document
 * tiles and the upload area. The section and the upload area can each be hidden by settings. Reusable
 * wherever an owner's documents are shown (Document Center tabs, the documents page, profile documents).
 */
import type { DocumentOwner } from '@/api/documents/document-types';
import { useSettings } from '@/settings/use-settings';
import { RichText } from '@/ui/rich-text';
import { DocumentTiles } from './document-tiles';
import { UploadWidget } from './upload/upload-widget';
import './documents.css';

/** Props of {@link FileManagementSection}. */
export interface FileManagementSectionProps {
  owner: DocumentOwner;
}

/**
 * The section, or nothing when documents.fileManagementHidden is on. Its h2 sits under the page's h1 (a Document Center
 * tab is no heading).
 */
export function FileManagementSection({ owner }: FileManagementSectionProps) {
  const settings = useSettings();
  if (settings.flag('documents.fileManagementHidden')) return null;
  return (
    <section className="file-management" aria-label={settings.text('documents.fileManagementHeading')}>
      <h2 className="file-management__heading">{settings.text('documents.fileManagementHeading')}</h2>
      <RichText html={settings.text('documents.disclaimer')} className="file-management__disclaimer" />
      <DocumentTiles owner={owner} />
      {settings.flag('documents.uploadHidden') ? null : <UploadWidget owner={owner} />}
    </section>
  );
}
