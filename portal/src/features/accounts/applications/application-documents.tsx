/** The documents panel of an application (spec §2: when file services are on). Each document opens in a new tab. */
import { useId, useState } from 'react';
import { dateText } from '@schemas/rules/host-format';
import { getPassableToken } from '@/api/auth/get-passable-token';
import {
  useApplicationDocumentsQuery,
  viewDocumentAddress,
  type ListedDocument,
} from '@/api/accounts/get-application-documents';
import { useLanguage } from '@/settings/language';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { openPendingTab } from '@/ui/open-pending-tab';
import { Spinner } from '@/ui/spinner';

/** Props of {@link ApplicationDocuments}. */
export interface ApplicationDocumentsProps {
  applicationNumber: string;
}

/** The list of an application's documents. */
export function ApplicationDocuments({ applicationNumber }: ApplicationDocumentsProps) {
  const settings = useSettings();
  const language = useLanguage();
  const headingId = useId();
  const docs = useApplicationDocumentsQuery(applicationNumber, true);
  const [problem, setProblem] = useState<'blocked' | 'failed' | null>(null);
  const open = async (doc: ListedDocument) => {
    setProblem(null);
    const result = await openPendingTab(async () => viewDocumentAddress(doc, await getPassableToken()));
    if (result !== 'opened') setProblem(result);
  };
  return (
    <section className="card application-details__documents" aria-labelledby={headingId}>
      <h2 id={headingId}>{settings.text('applicationDetails.documentsHeading')}</h2>
      {docs.isPending ? <Spinner label={settings.text('shell.loadingText')} /> : null}
      {docs.isError ? <ErrorBanner>{settings.text('applicationDetails.documentsError')}</ErrorBanner> : null}
      {docs.isSuccess && docs.data.length === 0 ? <p>{settings.text('applicationDetails.documentsEmpty')}</p> : null}
      {docs.isSuccess && docs.data.length > 0 ? (
        <ul className="application-details__doc-list">
          {docs.data.map((d) => (
            <li key={d.FileId}>
              <button type="button" className="application-details__doc" onClick={() => void open(d)}>
                {d.DisplayName}
              </button>
              <span className="application-details__doc-date">{dateText(d.DateUploaded, language)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <ErrorBanner>
          {settings.text(problem === 'blocked' ? 'dialogs.popupBlockedText' : 'applicationDetails.documentOpenError')}
        </ErrorBanner>
      ) : null}
    </section>
  );
}
