import { useId, useState } from 'react';
import { IMaskInput } from 'react-imask';
import { daysBetween, fromUsDate, isIsoDay, todayOf, toUsDate } from '@schemas/rules/calendar';
import { dateText } from '@schemas/rules/host-format';
import { DATE_MASK } from '@schemas/rules/masks';
import { formatCurrency } from '@schemas/rules/money';
import { checkPayoffDate } from '@schemas/rules/payoff';
import { usePayoffQuote } from '@/api/payments/get-payoff-quote';
import { useLanguage } from '@/settings/language';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { Modal } from '@/ui/modal';
import { LiveMessage } from '@/ui/live-message';
import { Spinner } from '@/ui/spinner';
import { PayoffBreakdownButton } from './payoff-breakdown-button';
import { DialogButton } from '@/ui/dialog-button';
import './payoff-quote-dialog.css';

/** Props of {@link PayoffQuoteDialog}. */
export interface PayoffQuoteDialogProps {
  accountNumber: string;
  onClose: () => void;
  /** Today (yyyy-MM-dd); tests pass a fixed day. */
  today?: string;
}

/** Why the date control is invalid: empty or not a date, or before today (spec §2, §5 Other). */
export function payoffDateProblem(value: string, today: string): 'empty' | 'past' | undefined {
  if (!isIsoDay(value)) return 'empty';
  return checkPayoffDate(daysBetween(today, value)) === 'minDate' ? 'past' : undefined;
}

/**
 * The payoff quote dialog (accounts spec §2, 500 px): a date control defaulting to today that must not be
 * before today ('Error Choosing Date. Please Choose a future date'), Submit disabled while the date is
 * invalid, then the success or error text; with usePayoffQuotePdfDownloadOption the PDF breakdown.
 */
export function PayoffQuoteDialog({ accountNumber, onClose, today = todayOf(new Date()) }: PayoffQuoteDialogProps) {
  const settings = useSettings();
  const t = settings.text;
  const language = useLanguage();
  const inputId = useId();
  const errorId = useId();
  // What the borrower types, in the 00/00/0000 mask (spec §5 "Other"); the quote is asked for its yyyy-MM-dd day.
  const [text, setText] = useState(() => toUsDate(today));
  const date = fromUsDate(text) ?? '';
  const [submitted, setSubmitted] = useState<string>();
  const quote = usePayoffQuote(accountNumber, submitted);
  const problem = payoffDateProblem(date, today);
  // A refusal (HasNoErrors false) and a failed call are both the query's error.
  const refused = quote.isError;
  const succeeded = quote.data !== undefined && submitted !== undefined;

  return (
    <Modal
      title={t('payoffQuote.heading')}
      width={500}
      onDismiss={onClose}
      actions={
        <>
          <DialogButton
            primary
            type="submit"
            form={`${inputId}-form`}
            busy={quote.isFetching}
            disabled={problem !== undefined}
          >
            {t('payoffQuote.submitButton')}
          </DialogButton>
          <DialogButton onClick={onClose}>{t('payoffQuote.closeButton')}</DialogButton>
        </>
      }
    >
      <form
        id={`${inputId}-form`}
        className="payoff-quote__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (problem === undefined && !quote.isFetching) setSubmitted(date);
        }}
      >
        <label htmlFor={inputId}>{t('payoffQuote.dateLabel')}</label>
        <IMaskInput
          id={inputId}
          className="form-field__input"
          mask={DATE_MASK}
          value={text}
          inputMode="numeric"
          required
          aria-invalid={problem === 'past' ? true : undefined}
          aria-describedby={problem === 'past' ? errorId : undefined}
          data-autofocus
          onAccept={(next: string) => setText(next)}
        />
        {/* Polite, in the dialog from the start: typing a date passes through past ones, so no alert per digit. */}
        <LiveMessage
          id={errorId}
          className="form-field__error"
          text={problem === 'past' ? t('payoffQuote.dateError') : null}
        />
      </form>
      <div aria-live="polite">
        {quote.isFetching ? <Spinner label={t('payoffQuote.submitButton')} showLabel={false} /> : null}
        {!quote.isFetching && refused ? <ErrorBanner inRegion>{t('payoffQuote.errorText')}</ErrorBanner> : null}
        {!quote.isFetching && succeeded ? (
          <div className="payoff-quote__result">
            <p>{t('payoffQuote.successText')}</p>
            <p>
              {t('payoffQuote.amountLabel', { date: dateText(submitted, language) || (submitted ?? '') })}:{' '}
              <strong>{formatCurrency(quote.data ?? 0)}</strong>
            </p>
          </div>
        ) : null}
      </div>
      {succeeded && submitted && settings.flag('loanDetails.usePayoffQuotePdfDownloadOption') ? (
        <PayoffBreakdownButton accountNumber={accountNumber} date={submitted} />
      ) : null}
    </Modal>
  );
}
