/**
 * Profile section "Profile documents" (accounts spec §2, §4 "Document list", §6): personal users with
 * file services. Lists the documents (opened in a new window with a passable token); after an upload
 * the list is refreshed and documents not seen before are marked new. The upload widget is the
 * Documents area's, handed in by the route (features do not import each other).
 */
import { formatDocumentDate } from '@schemas/rules/document-date';
import { useCallback, useState, type ReactNode } from 'react';
import { baseURL } from '@/api/api-client';
import { getPassableToken } from '@/api/auth/get-passable-token';
import { fetchProfileDocuments, viewDocumentAddress } from '@/api/profile/get-profile-documents';
import type { ProfileDocument } from '@/api/profile/profile-types';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { RichText } from '@/ui/rich-text';
import { openPendingTab, type PendingTabResult } from '@/ui/open-pending-tab';
import { ProfileSection } from './profile-section';

/** Renders the upload widget; it calls `onUploaded` when an upload round ends. */
export type ProfileUploadSlot = (onUploaded: () => void) => ReactNode;

/** Props of {@link ProfileDocumentsSection}. */
export interface ProfileDocumentsSectionProps {
  documents: readonly ProfileDocument[];
  upload?: ProfileUploadSlot;
}

/**
 * The section, following the documents settings as the File Management section does: nothing when
 * `documents.fileManagementHidden` is on, the `documents.disclaimer` above the list, no upload with
 * `documents.uploadHidden`.
 */
export function ProfileDocumentsSection({ documents, upload }: ProfileDocumentsSectionProps) {
  const settings = useSettings();
  const [list, setList] = useState<readonly ProfileDocument[]>(documents);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | undefined>();
  const [opened, setOpened] = useState<PendingTabResult | undefined>();

  const refresh = useCallback(() => {
    fetchProfileDocuments().then(
      (next) => {
        // A document is new when the refreshed list holds a FileId not present before (spec §3).
        const known = new Set(list.map((d) => d.FileId));
        const added = next.filter((d) => !known.has(d.FileId)).map((d) => d.FileId);
        setFresh((before) => new Set([...before, ...added]));
        setList(next);
        setError(undefined);
      },
      () => setError(settings.text('documents.refreshError')),
    );
  }, [settings, list]);

  const open = (doc: ProfileDocument) => {
    setOpened(undefined);
    void openPendingTab(async () => viewDocumentAddress(baseURL, await getPassableToken(), doc)).then(setOpened);
  };

  if (settings.flag('documents.fileManagementHidden')) return null;
  return (
    <ProfileSection id="profile-documents" heading={settings.text('profile.documentsHeading')}>
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {opened === 'blocked' || opened === 'failed' ? (
        <ErrorBanner>
          {settings.text(opened === 'blocked' ? 'dialogs.popupBlockedText' : 'documents.loadError')}
        </ErrorBanner>
      ) : null}
      <RichText html={settings.text('documents.disclaimer')} className="file-management__disclaimer" />
      {list.length === 0 ? <p>{settings.text('profile.noDocuments')}</p> : null}
      {list.length > 0 ? (
        <ul className="profile-documents">
          {list.map((d) => (
            <li key={d.FileId}>
              <button type="button" className="profile-documents__item" onClick={() => open(d)}>
                {d.DisplayName}
              </button>
              {d.DateUploaded ? (
                <span className="profile-documents__date">{formatDocumentDate(d.DateUploaded)}</span>
              ) : null}
              {fresh.has(d.FileId) ? (
                <span className="profile-documents__new">{settings.text('documents.newBadge')}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {upload && !settings.flag('documents.uploadHidden') ? upload(refresh) : null}
    </ProfileSection>
  );
}
