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
  /** Heading level: h2 on a page of its own, h3 inside a tab. */
  headingLevel?: 2 | 3;
}

/** The section, or nothing when documents.fileManagementHidden is on. */
export function FileManagementSection({ owner, headingLevel = 2 }: FileManagementSectionProps) {
  const settings = useSettings();
  if (settings.flag('documents.fileManagementHidden')) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="file-management" aria-label={settings.text('documents.fileManagementHeading')}>
      <Heading className="file-management__heading">{settings.text('documents.fileManagementHeading')}</Heading>
      <RichText html={settings.text('documents.disclaimer')} className="file-management__disclaimer" />
      <DocumentTiles owner={owner} />
      {settings.flag('documents.uploadHidden') ? null : <UploadWidget owner={owner} />}
    </section>
  );
}
