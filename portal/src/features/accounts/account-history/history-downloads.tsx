/**
 * The CSV and PDF download buttons of the history (spec §7: RetrieveDownloadToken, then
 * DownloadAccountHistory?token= in a new tab). A blocked pop-up and a failed token call each
 * show their own message. The file is asked for in the borrower's language (decision 363).
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  historyDownloadAddress,
  historyDownloadTokenMutation,
  HistoryDownloadType,
} from '@/api/accounts/retrieve-history-download-token';
import { useLanguage } from '@/settings/language';
import { useSettings } from '@/settings/use-settings';
import { BusyButton } from '@/ui/busy-button';
import { ErrorBanner } from '@/ui/error-banner';
import { openPendingTab } from '@/ui/open-pending-tab';

/** Props of {@link HistoryDownloads}. */
export interface HistoryDownloadsProps {
  accountNumber: string;
  /** The days of the period chosen: the file holds what the table shows. */
  days: number;
}

/** The two download buttons and their message. */
export function HistoryDownloads({ accountNumber, days }: HistoryDownloadsProps) {
  const settings = useSettings();
  const language = useLanguage();
  // The token call's busy and error state; the tab opens in the click's turn (ui/open-pending-tab.ts).
  const token = useMutation(historyDownloadTokenMutation());
  const [blocked, setBlocked] = useState(false);
  const busy = token.isPending;
  const download = async (type: 0 | 1) => {
    setBlocked(false);
    token.reset();
    const result = await openPendingTab(async () =>
      historyDownloadAddress(
        await token.mutateAsync({
          AccountNumber: accountNumber,
          DaysOfHistory: days,
          DownloadType: type,
          // English is the host's own: the field goes only with another language, so a host without it is not asked.
          ...(language === 'en' ? {} : { Language: language }),
        }),
      ),
    );
    setBlocked(result === 'blocked');
  };
  const problem = blocked ? 'blocked' : token.isError ? 'failed' : null;
  return (
    <div className="account-history__downloads">
      <BusyButton
        className="button button--secondary"
        busy={busy}
        disabled={accountNumber === ''}
        onClick={() => void download(HistoryDownloadType.Csv)}
      >
        {settings.text('accountHistory.downloadCsvButton')}
      </BusyButton>
      <BusyButton
        className="button button--secondary"
        busy={busy}
        disabled={accountNumber === ''}
        onClick={() => void download(HistoryDownloadType.Pdf)}
      >
        {settings.text('accountHistory.downloadPdfButton')}
      </BusyButton>
      {problem ? (
        <ErrorBanner className="account-history__download-error">
          {settings.text(problem === 'blocked' ? 'dialogs.popupBlockedText' : 'accountHistory.downloadError')}
        </ErrorBanner>
      ) : null}
    </div>
  );
}
