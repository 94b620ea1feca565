/**
 * The selectAccount step: 'Select Loan Account', the dropdown (account number without the check digit when
 * the option is on, amount due, due date) and the area that shows the account's payment-info errors.
 */
import { useId } from 'react';
import type { Account as AccountListEntry } from '@/api/accounts/account-types';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { Spinner } from '@/ui/spinner';
import { toUsDate } from '@schemas/rules/calendar';
import { formatCurrency, toCents } from '@schemas/rules/money';
import { displayAccountNumber } from '@schemas/rules/payable-loans';
import type { SelectedLoan } from './payment-steps';

/** Props of {@link AccountSelector}. */
export interface AccountSelectorProps {
  /** The payable loans (payable-loans.ts). */
  readonly loans: readonly AccountListEntry[];
  /** Account number chosen in the dropdown (its info may still be loading). */
  readonly chosen: string | undefined;
  /** The step value once the info is loaded. */
  readonly loan: SelectedLoan | undefined;
  readonly loading: boolean;
  readonly onChoose: (entry: AccountListEntry) => void;
  readonly headingRef: (element: HTMLElement | null) => void;
}

/** The account step of the make-payment screen. */
export function AccountSelector({ loans, chosen, loan, loading, onChoose, headingRef }: AccountSelectorProps) {
  const settings = useSettings();
  const id = useId();
  const removeCheckDigit = settings.flag('access.removeCheckDigit');
  const optionText = (a: AccountListEntry) =>
    settings.text('payment.accountOption', {
      number: displayAccountNumber(a.Number, removeCheckDigit),
      amountDue: formatCurrency(toCents(a.LoanAmountDue ?? 0)),
      dueDate: a.LoanDueDate ? toUsDate(a.LoanDueDate) : '',
    });
  const shown = loan && loan.accountNumber === chosen ? loan : undefined;
  const chosenEntry = loans.find((a) => a.Number === chosen);
  const errors = shown
    ? shown.error
      ? [shown.error]
      : [
          // A lender that takes no cards at all (the host then answers AllowCards false on every loan) is no
          // per-loan block: the card text would stand on every loan and say nothing about this one.
          ...(shown.cardBlocked && settings.flag('generalPaymentOptions.allowCardPaymentsOption')
            ? [settings.text('paymentInfoErrors.cardNotAllowed')]
            : []),
          ...(shown.achBlocked ? [settings.text('paymentInfoErrors.achNotAllowed')] : []),
        ]
    : [];

  return (
    <section className="payment-step" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="payment-step__heading" ref={headingRef} tabIndex={-1}>
        {settings.text('payment.selectAccountHeading')}
      </h2>
      {loans.length === 0 ? (
        <p>{settings.text('payment.noLoanAccounts')}</p>
      ) : (
        <div className="form-field account-selector">
          <label className="form-field__label" htmlFor={id}>
            {settings.text('payment.accountLabel')}
          </label>
          <select
            id={id}
            value={chosen ?? ''}
            aria-describedby={errors.length > 0 ? `${id}-errors` : undefined}
            onChange={(e) => {
              const entry = loans.find((a) => a.Number === e.target.value);
              if (entry) onChoose(entry);
            }}
          >
            {chosen ? null : <option value="">{settings.text('payment.selectAccountPlaceholder')}</option>}
            {loans.map((a) => (
              <option key={a.Number} value={a.Number}>
                {optionText(a)}
              </option>
            ))}
          </select>
          {/* A narrow screen whose browser cannot wrap the select's text shows it whole here (make-payment.css);
              the select names it for assistive technology. */}
          {chosenEntry ? (
            <p className="account-selector__chosen" aria-hidden="true">
              {optionText(chosenEntry)}
            </p>
          ) : null}
        </div>
      )}
      {loading ? <Spinner variant="large" label={settings.text('shell.loadingText')} /> : null}
      <div id={`${id}-errors`} className="payment-errors" role="status">
        {errors.map((text) => (
          <ErrorBanner inRegion key={text}>
            {text}
          </ErrorBanner>
        ))}
      </div>
    </section>
  );
}
