import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { dateText, moneyText } from '@schemas/rules/host-format';
import type { LoanInformation } from '@/api/accounts/get-account-details';
import { useLanguage } from '@/settings/language';
import { useSettings } from '@/settings/use-settings';

type PaymentInformation = NonNullable<LoanInformation['PaymentInformation']>;
type Recurring = NonNullable<PaymentInformation['RecurringPayment']>;

const FREQUENCY: Record<Recurring['RecurringOption'], SettingKey> = {
  Weekly: 'loanDetails.frequencyWeekly',
  BiWeekly: 'loanDetails.frequencyBiWeekly',
  SemiMonthly: 'loanDetails.frequencySemiMonthly',
  DayOfMonth: 'loanDetails.frequencyDayOfMonth',
  DaysBeforeDue: 'loanDetails.frequencyDaysBeforeDue',
};

/** Props of {@link PaymentPlans}. */
export interface PaymentPlansProps {
  payment: LoanInformation['PaymentInformation'];
}

/**
 * The loan's recurring payment and scheduled payments (accounts spec §2 "Loan details page": recurring
 * payment list; scheduled payments only if any exist), each hideable by its setting. Read-only here: the
 * make-payment screen is where payments are changed or deleted.
 */
export function PaymentPlans({ payment }: PaymentPlansProps) {
  const settings = useSettings();
  const t = settings.text;
  const none = t('loanDetails.noneText');
  const language = useLanguage();
  const from = (isCard: boolean, lastFour: string | undefined) =>
    lastFour ? t(isCard ? 'loanDetails.cardMethod' : 'loanDetails.bankMethod', { lastFour }) : none;
  const recurring = payment?.RecurringPayment;
  const scheduled = payment?.ScheduledPayments ?? [];
  const showRecurring = recurring && !settings.flag('loanDetails.recurringPaymentsHidden');
  const showScheduled = scheduled.length > 0 && !settings.flag('loanDetails.scheduledPaymentsHidden');
  if (!showRecurring && !showScheduled) return null;
  return (
    <>
      {showRecurring ? (
        <section className="card" aria-labelledby="loan-recurring-heading">
          <h2 id="loan-recurring-heading">{t('loanDetails.recurringPaymentHeading')}</h2>
          <dl className="loan-info__list loan-plans__list">
            <div className="loan-info__row">
              <dt>{t('loanDetails.recurringFrequencyLabel')}</dt>
              <dd>{t(FREQUENCY[recurring.RecurringOption], { days: recurring.NumberOfDays ?? 0 })}</dd>
            </div>
            <div className="loan-info__row">
              <dt>{t('loanDetails.paymentDateColumn')}</dt>
              <dd>{dateText(recurring.Date, language) || none}</dd>
            </div>
            <div className="loan-info__row">
              <dt>{t('loanDetails.paymentAmountColumn')}</dt>
              <dd>{recurring.TotalAmount === undefined ? none : moneyText(recurring.TotalAmount)}</dd>
            </div>
            <div className="loan-info__row">
              <dt>{t('loanDetails.paymentFromColumn')}</dt>
              <dd>{from(recurring.IsCard, recurring.PaymentAccountNum)}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      {showScheduled ? (
        <section className="card" aria-labelledby="loan-scheduled-heading">
          <h2 id="loan-scheduled-heading">{t('loanDetails.scheduledPaymentsHeading')}</h2>
          <table className="loan-plans__table">
            <thead>
              <tr>
                <th scope="col">{t('loanDetails.paymentDateColumn')}</th>
                <th scope="col">{t('loanDetails.paymentAmountColumn')}</th>
                <th scope="col">{t('loanDetails.paymentFromColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {scheduled.map((p) => (
                <tr key={p.EncryptedString}>
                  <td>{dateText(p.PaymentDate, language) || none}</td>
                  <td>{moneyText(p.PaymentAmount ?? 0)}</td>
                  <td>{from(p.IsCard, p.AccountNumber)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </>
  );
}
