import { useState } from 'react';
import { payoffBreakdownUrl, useRetrievePayoffDownloadToken } from '@/api/accounts/retrieve-payoff-download-token';
import { useSettings } from '@/settings/use-settings';
import { BusyButton } from '@/ui/busy-button';
import { ErrorBanner } from '@/ui/error-banner';

/** Props of {@link PayoffBreakdownButton}. */
export interface PayoffBreakdownButtonProps {
  accountNumber: string;
  /** The quoted payoff date (yyyy-MM-dd), sent as EffectiveDate. */
  date: string;
}

/**
 * Opens the payoff breakdown PDF (accounts spec §7): a download token first, then
 * DownloadPayoffQuoteBreakdown?downloadToken=… in a new window. The window is opened on the click itself,
 * before the token arrives, so pop-up blockers let it through; a blocked window shows the pop-up warning.
 */
export function PayoffBreakdownButton({ accountNumber, date }: PayoffBreakdownButtonProps) {
  const settings = useSettings();
  const token = useRetrievePayoffDownloadToken();
  const [problem, setProblem] = useState<string>();

  const open = () => {
    setProblem(undefined);
    const tab = window.open('', '_blank');
    if (!tab) return setProblem(settings.text('payoffQuote.popupBlocked'));
    token.mutateAsync({ AccountNumber: accountNumber, EffectiveDate: date }).then(
      (value) => {
        tab.opener = null;
        tab.location.href = payoffBreakdownUrl(value);
      },
      () => {
        tab.close();
        setProblem(settings.text('payoffQuote.errorText'));
      },
    );
  };

  return (
    <div className="payoff-quote__download">
      <BusyButton className="button button--secondary" busy={token.isPending} onClick={open}>
        {settings.text('payoffQuote.downloadButton')}
      </BusyButton>
      {problem ? <ErrorBanner inRegion>{problem}</ErrorBanner> : null}
    </div>
  );
}
