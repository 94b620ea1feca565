import type { ReactNode } from 'react';
import { withoutCheckDigit } from '@schemas/rules/account-number';
import { dateText, moneyText, rateText } from '@schemas/rules/host-format';
import { branchAddressText, branchMapHref, miscFees, phoneText, telHref } from '@schemas/rules/loan-details';
import type { LoanInformation } from '@/api/accounts/get-account-details';
import { useBranchByNumber } from '@/api/locations/get-branch-by-number';
import { useLanguage } from '@/settings/language';
import { useSettings } from '@/settings/use-settings';
import { AddressEditForm } from '../address-edit/address-edit-form';

/** Props of {@link AccountInfoPanel}. */
export interface AccountInfoPanelProps {
  accountNumber: string;
  info: LoanInformation;
  /** Closed loans: the address is read-only. */
  closed: boolean;
  /** Told whether the address has unsaved changes. */
  onAddressDirty: (dirty: boolean) => void;
}

/** One label/value pair of a panel, as a description list row. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="loan-info__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The account information section (accounts spec §2 "Account information panel"): the account number
 * without its check digit; personal info (the name as heading, the address form); branch info (name,
 * address as a map link, phone as a tel link with +1; looked up with GetByBranchNumber when the loan
 * answer has none); financial and history info.
 */
export function AccountInfoPanel({ accountNumber, info, closed, onAddressDirty }: AccountInfoPanelProps) {
  const settings = useSettings();
  const t = settings.text;
  const o = settings.institution;
  const none = t('loanDetails.noneText');
  const language = useLanguage();
  // An absent amount reads $0.00, an absent rate 0.00% (the panel shows every row).
  const money = (dollars: number | undefined) => moneyText(dollars ?? 0);
  const date = (value: string | undefined) => dateText(value, language) || none;
  const shownNumber = withoutCheckDigit(info.AccountNumber ?? accountNumber, {
    office: o.LoanOfficeLength,
    account: o.LoanAccountLength,
    checkDigit: o.LoanCheckDigitLength,
  });
  // Without BranchInfo in the loan answer the branch is looked up by the account's first 4 characters (spec §7).
  const branchNumber = (info.AccountNumber ?? accountNumber).slice(0, 4);
  const fallback = useBranchByNumber(branchNumber, !info.BranchInfo);
  const branch = info.BranchInfo ?? fallback.data;
  const mapHref = branch ? branchMapHref(branch) : undefined;
  const tel = telHref(branch?.PhoneNumber);
  const method = info.PaymentInformation?.DefaultPaymentMethod;
  const methodText = method?.LastFour
    ? t(method.IsCard ? 'loanDetails.cardMethod' : 'loanDetails.bankMethod', { lastFour: method.LastFour })
    : none;

  return (
    <section className="loan-info card" aria-labelledby="loan-info-heading">
      <h2 id="loan-info-heading">{t('loanDetails.accountInformationHeading')}</h2>
      <dl className="loan-info__list loan-info__number">
        <Row label={t('loanDetails.accountNumberLabel')}>{shownNumber}</Row>
      </dl>
      <div className="loan-info__grid">
        <section className="loan-info__panel" aria-labelledby="loan-personal-heading">
          <h3 id="loan-personal-heading">{t('loanDetails.personalInfoHeading')}</h3>
          <h4 className="loan-info__name">{info.Name}</h4>
          <AddressEditForm
            accountNumber={accountNumber}
            address={info.Address}
            readOnly={closed}
            onDirtyChange={onAddressDirty}
          />
        </section>
        {branch ? (
          <section className="loan-info__panel" aria-labelledby="loan-branch-heading">
            <h3 id="loan-branch-heading">{t('loanDetails.branchInfoHeading')}</h3>
            <p className="loan-info__name">{branch.BranchName}</p>
            <dl className="loan-info__list">
              <Row label={t('loanDetails.branchAddressLabel')}>
                {mapHref ? (
                  <a href={mapHref} target="_blank" rel="noopener noreferrer">
                    {branchAddressText(branch)}
                  </a>
                ) : (
                  none
                )}
              </Row>
              <Row label={t('loanDetails.branchPhoneLabel')}>
                {tel ? <a href={tel}>{phoneText(branch.PhoneNumber)}</a> : none}
              </Row>
            </dl>
          </section>
        ) : null}
        <section className="loan-info__panel" aria-labelledby="loan-financial-heading">
          <h3 id="loan-financial-heading">{t('loanDetails.financialInfoHeading')}</h3>
          <dl className="loan-info__list">
            <Row label={t('loanDetails.nextPaymentDueLabel')}>{date(info.NextPaymentDate)}</Row>
            <Row label={t('loanDetails.paymentAmountLabel')}>{money(info.NextPaymentAmount)}</Row>
            <Row label={t('loanDetails.defaultPaymentMethodLabel')}>{methodText}</Row>
            <Row label={t('loanDetails.interestRateLabel')}>{rateText(info.InterestRate ?? 0)}</Row>
            <Row label={t('loanDetails.ytdInterestLabel')}>{money(info.CurrentYearToDateInterest)}</Row>
            <Row label={t('loanDetails.availableCreditLabel')}>{money(info.AvailableCredit)}</Row>
            <Row label={t('loanDetails.originationDateLabel')}>{date(info.LoanOriginationDate)}</Row>
            <Row label={t('loanDetails.lateFeesLabel')}>{money(info.LateChargesDue)}</Row>
            <Row label={t('loanDetails.miscFeesLabel')}>{money(miscFees(info.TotalLoanFees, info.LateChargesDue))}</Row>
          </dl>
        </section>
        <section className="loan-info__panel" aria-labelledby="loan-history-heading">
          <h3 id="loan-history-heading">{t('loanDetails.historyInfoHeading')}</h3>
          <dl className="loan-info__list">
            <Row label={t('loanDetails.lastPaymentDateLabel')}>{date(info.LastPaymentDate)}</Row>
            <Row label={t('loanDetails.lastPaymentAmountLabel')}>{money(info.LastPaymentAmount)}</Row>
            <Row label={t('loanDetails.lastYtdInterestLabel')}>{money(info.LastYearToDateInterest)}</Row>
            <Row label={t('loanDetails.totalAmountDueLabel')}>{money(info.PaymentInformation?.TotalAmountDue)}</Row>
          </dl>
        </section>
      </div>
    </section>
  );
}
