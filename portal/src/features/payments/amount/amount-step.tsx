/**
 * getAmount step (payments spec §2 "Payment amount section", §4 "Amount step", §5 "Payment amount"): the
 * amount with its range, 'Pay Amount Due', additional principal for recurring ACH, the card messages and
 * the total. The amount is clamped into the range whenever the payment info changes. A typed amount reaches the
 * screen's flow after a pause, on blur or when Make Payment asks (`pending`, use-amount-report.ts).
 */
import { useMemo, useState } from 'react';
import { amountProblem, clampAmount, formatAmountInput, parseAmountInput } from '@schemas/rules/amount-input';
import { todayOf, type IsoDay } from '@schemas/rules/calendar';
import { formatCurrency, toCents } from '@schemas/rules/money';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { LiveMessage } from '@/ui/live-message';
import type { PendingReport } from '../make-payment/pending-report';
import type { AmountSelection, StepProps } from '../make-payment/payment-steps';
import { AmountField } from './amount-field';
import { amountRulesOf } from './amount-rules';
import { TotalSummary } from './total-summary';
import { useAmountReport } from './use-amount-report';
import './amount-step.css';

/** The payment amount section. `today` is for tests; the portal uses the borrower's calendar day. */
export function AmountStep({
  data,
  value,
  onValid,
  onInvalid,
  headingRef,
  pending,
  today: givenToday,
}: StepProps<'getAmount'> & { pending?: PendingReport; today?: IsoDay }) {
  const today = givenToday ?? todayOf(new Date());
  const settings = useSettings();
  const frequency = data.getFrequency!;
  const loan = data.selectAccount!;
  const method = data.getMethod!;
  // Once per step mount in practice: a keystroke changes the text, not the rules.
  const rules = useMemo(
    () => amountRulesOf(loan, method, frequency, settings, today),
    [loan, method, frequency, settings, today],
  );
  const { limits } = rules;
  const [text, setText] = useState(() => formatAmountInput(value?.amount ?? clampAmount(rules.regularPayment, limits)));
  const [payDue, setPayDue] = useState(false);
  const [principalText, setPrincipalText] = useState(
    value?.additionalPrincipal ? formatAmountInput(value.additionalPrincipal) : '',
  );
  const [shownLimits, setShownLimits] = useState(limits);
  // Whether the last change came from a key in a text field: only those wait for a pause (use-amount-report.ts).
  const [typed, setTyped] = useState(false);
  const typeAmount = (next: string) => {
    setTyped(true);
    setText(next);
  };
  const typePrincipal = (next: string) => {
    setTyped(true);
    setPrincipalText(next);
  };
  if (shownLimits.min !== limits.min || shownLimits.max !== limits.max) {
    // §4: the amount is clamped into range whenever payment info changes.
    setShownLimits(limits);
    setTyped(false);
    const cents = parseAmountInput(text);
    if (cents !== undefined) setText(formatAmountInput(clampAmount(cents, limits)));
  }

  const payAmountDue = payDue || rules.payAmountDueForced;
  const amount = payAmountDue
    ? rules.locRecurring
      ? 0
      : clampAmount(rules.amountDue, limits)
    : parseAmountInput(text);
  const problem = payAmountDue ? undefined : amountProblem(text, limits);
  const amountError =
    problem === 'required'
      ? settings.text('paymentAmount.amountRequired')
      : problem === 'range'
        ? settings.text('paymentAmount.amountRange', {
            min: formatCurrency(limits.min),
            max: formatCurrency(limits.max),
          })
        : undefined;
  const parsedPrincipal = rules.additionalPrincipalShown
    ? parseAmountInput(principalText === '' ? '0' : principalText)
    : 0;
  // Extra principal pays the loan down: with the payment it may reach the payoff, not pass it (decision 316).
  const principalMax = Math.max(0, toCents(loan.info.PayOffAmount ?? 0) - (amount ?? 0));
  const principalError =
    parsedPrincipal === undefined
      ? settings.text('paymentAmount.additionalPrincipalInvalid')
      : parsedPrincipal > principalMax
        ? settings.text('paymentAmount.additionalPrincipalMaximum', { max: formatCurrency(principalMax) })
        : undefined;
  const principal = principalError === undefined ? parsedPrincipal : undefined;
  const valid = !rules.achOnly && amount !== undefined && problem === undefined && principal !== undefined;
  const selection: AmountSelection | null = valid
    ? {
        amount,
        additionalPrincipal: principal,
        firstPartyFee: rules.firstPartyFee,
        locPaysTotalDue: payAmountDue && rules.locRecurring,
      }
    : null;

  const flush = useAmountReport(selection, typed, { value, onValid, onInvalid }, pending);

  return (
    <section aria-labelledby="payment-amount-heading" className="amount-step">
      <h2 id="payment-amount-heading" ref={headingRef} tabIndex={-1}>
        {settings.text('paymentAmount.amountLabel')}
      </h2>
      {rules.achOnly && <ErrorBanner>{settings.text('paymentAmount.achOnlyAboveCardMaximum')}</ErrorBanner>}
      {!rules.achOnly && rules.dueExceedsMaximum && (
        <p className="amount-step__warning">{settings.text('paymentAmount.dueExceedsMaximum')}</p>
      )}
      <AmountField
        label={settings.text('paymentAmount.amountLabel')}
        text={payAmountDue ? formatAmountInput(amount ?? 0) : text}
        onText={typeAmount}
        onBlur={flush}
        error={amountError}
        disabled={payAmountDue}
      />
      {/* Make Payment goes when the step reports an invalid amount (after the pause, not per key): say why. */}
      <LiveMessage className="visually-hidden" text={value ? null : amountError} />
      <label className="check-row">
        <input
          type="checkbox"
          checked={payAmountDue}
          disabled={rules.payAmountDueForced}
          onChange={(event) => {
            setTyped(false);
            setPayDue(event.target.checked);
          }}
        />
        {settings.text('paymentAmount.payAmountDueLabel')}
      </label>
      {rules.additionalPrincipalShown && (
        <AmountField
          label={settings.text('paymentAmount.additionalPrincipalLabel')}
          text={principalText}
          onText={typePrincipal}
          onBlur={flush}
          error={principalError}
        />
      )}
      <TotalSummary
        amount={amount ?? 0}
        firstPartyFee={rules.firstPartyFee}
        thirdPartyFee={frequency.thirdPartyFee}
        additionalPrincipal={principal ?? 0}
        isCard={rules.isCard}
        locPaysTotalDue={payAmountDue && rules.locRecurring}
      />
    </section>
  );
}
