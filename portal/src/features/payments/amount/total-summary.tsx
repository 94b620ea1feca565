/**
 * The total summary (payments spec §2 "Make-payment screen", §5): the Processing Fee line (first- plus
 * third-party fee, hidden at 0 or less), the card-fee note (a positive fee on a card) and 'Payment Total'
 * = amount + fees + additional principal; a recurring line-of-credit payment of the total due shows its
 * note instead of the total.
 */
import { cardFeeNoteShown, paymentTotal, processingFee, type TotalParts } from '@schemas/rules/fees';
import { formatCurrency } from '@schemas/rules/money';
import { useSettings } from '@/settings/use-settings';

/** Props: the parts of the total in cents. */
export interface TotalSummaryProps extends TotalParts {
  isCard: boolean;
  locPaysTotalDue: boolean;
  /**
   * Adds the amount as a line of its own: when the amount step is skipped, no field shows it (§2 "A total summary").
   */
  amountShown?: boolean;
}

/**
 * The fee line, card note and total. Its props are numbers and flags, so the React Compiler's cached element is reused
 * when a key leaves the amount as it was (decision 386).
 */
export function TotalSummary({ isCard, locPaysTotalDue, amountShown = false, ...parts }: TotalSummaryProps) {
  const settings = useSettings();
  const fee = processingFee(parts);
  if (locPaysTotalDue) return <p className="total-summary__note">{settings.text('paymentAmount.locTotalDueNote')}</p>;
  return (
    <dl className="total-summary" aria-live="polite">
      {amountShown && (
        <div className="total-summary__row">
          <dt>{settings.text('paymentAmount.amountLabel')}</dt>
          <dd>{formatCurrency(parts.amount)}</dd>
        </div>
      )}
      {fee > 0 && (
        <div className="total-summary__row">
          <dt>{settings.text('paymentAmount.processingFeeLabel')}</dt>
          <dd>{formatCurrency(fee)}</dd>
          {/* The note describes the fee: a second <dd> of its group (a <p> is not allowed in a <dl>). */}
          {cardFeeNoteShown(fee, isCard) && (
            <dd className="total-summary__note">{settings.text('paymentAmount.cardFeeNote')}</dd>
          )}
        </div>
      )}
      <div className="total-summary__row total-summary__row--total">
        <dt>{settings.text('paymentAmount.paymentTotalLabel')}</dt>
        <dd>{formatCurrency(paymentTotal(parts))}</dd>
      </div>
    </dl>
  );
}
