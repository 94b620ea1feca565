import { NO_HOST_DATE, moneyText } from '@schemas/rules/host-format';
import { todayOf } from '@schemas/rules/calendar';
import { useInsurance, type InsuranceRow } from '@/api/accounts/get-insurance';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { Modal } from '@/ui/modal';
import { Spinner } from '@/ui/spinner';
import { DialogButton } from '@/ui/dialog-button';
import './insurance-dialog.css';

/** Props of {@link InsuranceDialog}. */
export interface InsuranceDialogProps {
  accountNumber: string;
  /** OriginalMaturityDate of the loan (yyyy-MM-dd, 0001-01-01 for none). */
  maturityDate: string | undefined;
  onClose: () => void;
  /** Today (yyyy-MM-dd); tests pass a fixed day. */
  today?: string;
}

/**
 * True when insurance may be fetched (spec §4: "if the original maturity date is on or before now, nothing
 * is fetched"). A loan without a maturity date (0001-01-01, the host's "none") is not matured.
 */
export function insuranceFetchable(maturityDate: string | undefined, today: string): boolean {
  const day = (maturityDate ?? '').slice(0, 10);
  return day === '' || day === NO_HOST_DATE || day > today;
}

/**
 * The Insurance Information dialog (accounts spec §2, 500 px): Product, Individual (hideable), Premium and
 * Coverage Amount columns, the loan-note hint, a spinner while loading, the load error and 'No insurances found'.
 */
export function InsuranceDialog({
  accountNumber,
  maturityDate,
  onClose,
  today = todayOf(new Date()),
}: InsuranceDialogProps) {
  const settings = useSettings();
  const t = settings.text;
  const fetchable = insuranceFetchable(maturityDate, today);
  const query = useInsurance(accountNumber, fetchable);
  const showIndividual = !settings.flag('insurance.individualColumnHidden');
  const rows: InsuranceRow[] = fetchable ? (query.data ?? []) : [];
  const who = (n: number | undefined) =>
    t(n === 1 ? 'insurance.individualValue' : n === 2 ? 'insurance.jointValue' : 'insurance.noneValue');

  let body;
  if (fetchable && query.isPending) body = <Spinner label={t('insurance.loadingLabel')} />;
  else if (fetchable && query.isError) body = <ErrorBanner>{t('insurance.loadError')}</ErrorBanner>;
  else if (rows.length === 0) body = <p>{t('insurance.empty')}</p>;
  else {
    const product = t('insurance.productColumn');
    const individual = t('insurance.individualColumn');
    const premium = t('insurance.premiumColumn');
    const coverage = t('insurance.coverageColumn');
    // data-label: on a phone each row reads as a card of label / value lines (insurance-dialog.css).
    body = (
      <table className="insurance-table">
        <thead>
          <tr>
            <th scope="col">{product}</th>
            {showIndividual ? <th scope="col">{individual}</th> : null}
            <th scope="col">{premium}</th>
            <th scope="col">{coverage}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.Type}-${i}`}>
              <td data-label={product}>{row.Type}</td>
              {showIndividual ? <td data-label={individual}>{who(row.IsIndividual)}</td> : null}
              <td data-label={premium}>{moneyText(row.Premium ?? 0)}</td>
              <td data-label={coverage}>{moneyText(row.CoverageAmount ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <Modal
      title={t('insurance.heading')}
      width={500}
      onDismiss={onClose}
      actions={
        <DialogButton primary onClick={onClose} autoFocusFirst>
          {t('insurance.closeButton')}
        </DialogButton>
      }
    >
      {body}
      <p className="insurance-note">{t('insurance.note')}</p>
    </Modal>
  );
}
