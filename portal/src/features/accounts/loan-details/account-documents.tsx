import { useState } from 'react';
import { dateText } from '@schemas/rules/host-format';
import { getPassableToken } from '@/api/auth/get-passable-token';
import type { LoanInformation } from '@/api/accounts/get-account-details';
import { viewDocumentAddress, type ListedDocument } from '@/api/accounts/get-application-documents';
import { useLanguage } from '@/settings/language';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { openPendingTab } from '@/ui/open-pending-tab';

/** Props of {@link AccountDocuments}. */
export interface AccountDocumentsProps {
  documents: LoanInformation['Documents'];
}

/**
 * The loan's documents (accounts spec §2: "account documents (only when file services are on and not
 * hidden)"), from the details answer. Each opens in a new tab through a passable token, never the session's
 * own token. Uploading is the documents area's.
 */
export function AccountDocuments({ documents }: AccountDocumentsProps) {
  const settings = useSettings();
  const language = useLanguage();
  const t = settings.text;
  const [problem, setProblem] = useState<'blocked' | 'failed'>();
  const list = documents ?? [];
  const open = async (doc: ListedDocument) => {
    setProblem(undefined);
    const result = await openPendingTab(async () => viewDocumentAddress(doc, await getPassableToken()));
    if (result !== 'opened') setProblem(result);
  };
  return (
    <section className="card" aria-labelledby="loan-documents-heading">
      <h2 id="loan-documents-heading">{t('loanDetails.documentsHeading')}</h2>
      {list.length === 0 ? <p>{t('loanDetails.documentsEmpty')}</p> : null}
      {list.length > 0 ? (
        <ul className="loan-documents">
          {list.map((d) => (
            <li key={d.FileId}>
              <button type="button" className="loan-documents__open" onClick={() => void open(d)}>
                {d.DisplayName}
              </button>
              <span>{dateText(d.DateUploaded, language)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <ErrorBanner>
          {t(problem === 'blocked' ? 'dialogs.popupBlockedText' : 'loanDetails.documentOpenError')}
        </ErrorBanner>
      ) : null}
    </section>
  );
}
