import { useState } from 'react';
import { Link } from 'react-router';
import { useSettings } from '@/settings/use-settings';
import { HideAccountDialog } from '../hide-account/hide-account-dialog';
import { InsuranceDialog } from '../insurance/insurance-dialog';
import { PayoffQuoteDialog } from '../payoff-quote/payoff-quote-dialog';

/** Props of {@link LoanButtons}. */
export interface LoanButtonsProps {
  accountNumber: string;
  closed: boolean;
  /** OriginalMaturityDate, for the insurance dialog's "no fetch after maturity". */
  maturityDate: string | undefined;
}

type OpenDialog = 'payoff' | 'hide' | 'insurance' | undefined;

/**
 * The loan's buttons (accounts spec §2), each by its option: Make A Payment (not on closed loans), Get
 * Payoff Quote, Contact Info Change, Document Center, Hide From Web, View Insurance. Navigation buttons are
 * links; the others open their dialog.
 */
export function LoanButtons({ accountNumber, closed, maturityDate }: LoanButtonsProps) {
  const settings = useSettings();
  const t = settings.text;
  const [open, setOpen] = useState<OpenDialog>();
  const close = () => setOpen(undefined);
  return (
    <div className="loan-buttons">
      {closed ? null : (
        <Link className="button" to={`/myaccount/payment/${encodeURIComponent(accountNumber)}`}>
          {t('loanDetails.makePaymentButton')}
        </Link>
      )}
      {settings.flag('loanDetails.usePayoffQuoteOption') ? (
        <button type="button" className="button button--secondary" onClick={() => setOpen('payoff')}>
          {t('loanDetails.payoffQuoteButton')}
        </button>
      ) : null}
      {settings.flag('portal.forceManualCifChangesOption') ? (
        <Link className="button button--secondary" to="/myaccount/requestChange">
          {t('loanDetails.contactInfoChangeButton')}
        </Link>
      ) : null}
      {settings.flag('portal.useDocumentCenterOption') ? (
        <Link className="button button--secondary" to="/myaccount/document-center">
          {t('loanDetails.documentCenterButton')}
        </Link>
      ) : null}
      <button type="button" className="button button--secondary" onClick={() => setOpen('hide')}>
        {t('loanDetails.hideFromWebButton')}
      </button>
      {settings.flag('loanDetails.useInsuranceInformationOption') ? (
        <button type="button" className="button button--secondary" onClick={() => setOpen('insurance')}>
          {t('loanDetails.viewInsuranceButton')}
        </button>
      ) : null}
      {open === 'payoff' ? <PayoffQuoteDialog accountNumber={accountNumber} onClose={close} /> : null}
      {open === 'hide' ? <HideAccountDialog accountNumber={accountNumber} onClose={close} /> : null}
      {open === 'insurance' ? (
        <InsuranceDialog accountNumber={accountNumber} maturityDate={maturityDate} onClose={close} />
      ) : null}
    </div>
  );
}
