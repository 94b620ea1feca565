/**
 * The make-payment screen, myaccount/payment and myaccount/payment/{accountNumber} (payments spec §2):
 * the steps revealed one under another (selectAccount, getMethod, getFrequency, getAmount, makePayment),
 * the fee banner, the scheduled and recurring lists and the optional ACH texts. A pressed button moves
 * focus to what it revealed; a select or a text field keeps focus while it changes (use-reveal-focus.ts).
 */
import { useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { useParams } from 'react-router';
import type { Account as AccountListEntry } from '@/api/accounts/account-types';
import { useAccountListQuery } from '@/api/accounts/get-account-list';
import { nextStep } from '@/forms/step-flow';
import { useStepFlow } from '@/forms/use-step-flow';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { PageHeading } from '@/ui/page-heading';
import { Spinner } from '@/ui/spinner';
import { payableLoans, preselectedLoan } from '@schemas/rules/payable-loans';
import { AmountStep } from '../amount/amount-step';
import { FrequencyStep } from '../frequency/frequency-step';
import { PaymentTypeSection } from '../method/payment-type-section';
import { PaymentLists } from '../scheduled/payment-lists';
import { SubmitStep } from '../submit/submit-step';
import { AccountSelector } from './account-selector';
import { AchTexts } from './ach-texts';
import { FeeBanner } from './fee-banner';
import { paymentFlow } from './payment-flow';
import { usePendingReport } from './pending-report';
import { PAYMENT_STEP_IDS, type PaymentStepId, type PaymentSteps, type SelectedLoan } from './payment-steps';
import { useLoanChoice } from './use-loan-choice';
import { useRevealFocus } from './use-reveal-focus';
import { useStepProps } from './use-step-props';
import { useValueKeys } from './use-value-keys';
import './make-payment.css';

const noFocus = () => {};

/** The make-payment screen. */
export function MakePaymentPage() {
  const settings = useSettings();
  const { accountNumber: routeAccount } = useParams();
  const accounts = useAccountListQuery();
  const flowDef = useMemo(() => paymentFlow(settings), [settings]);
  const flow = useStepFlow(flowDef);
  const loans = useMemo(() => payableLoans(accounts.data?.Accounts ?? []), [accounts.data]);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  // Focus follows a user's choice only: a preselection on arrival must not pull focus away from the page heading.
  // The step the user last acted in (pointer or key): focus follows only what a user did, so a preselection on
  // arrival does not pull focus away from the page heading.
  const [actedIn, setActedIn] = useState<PaymentStepId | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const valueKeys = useValueKeys();
  // The loan a method deletion reads again: its new value keeps the old one's id, so the Payment Type section stays
  // mounted (its delete note shows its 5 seconds) while the lists and the later steps see the new payment info.
  const refreshedAfterDelete = useRef<SelectedLoan | undefined>(undefined);
  const loanChoice = useLoanChoice((loan) => {
    const previous = refreshedAfterDelete.current;
    refreshedAfterDelete.current = undefined;
    if (previous && previous.accountNumber === loan.accountNumber) valueKeys.keep(loan, previous);
    flow.complete('selectAccount', loan);
  });

  // A step reports invalid input by dropping its value: the flow falls back to it and closes the later steps.
  const clear = (step: PaymentStepId) => flow.edit(step, undefined as unknown as PaymentSteps[typeof step]);
  const choose = (entry: AccountListEntry) => {
    setChosen(entry.Number);
    clear('selectAccount');
    loanChoice.choose(entry);
  };
  const preselect = () => {
    const entry = preselectedLoan(loans, routeAccount);
    if (entry) choose(entry);
  };

  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !accounts.isSuccess) return;
    preselected.current = true;
    preselect();
  });

  const props = useStepProps(flow);
  // A typed amount reaches the flow after a pause; Make Payment asks for it first (decision 268).
  const pendingAmount = usePendingReport();
  // Later steps are keyed by the values of the steps before them: "changing an earlier step resets the later ones".
  // The submit step is not keyed by the amount: it resets its own outcome when the amount changes, and keeps its
  // button, so a press that reports a typed amount (blur, flush) is not lost with a replaced button.
  const keyAfter = (...steps: PaymentStepId[]) => steps.map((s) => valueKeys.idOf(flow.data[s])).join('-');
  const keyOf = (step: PaymentStepId) =>
    keyAfter(
      ...PAYMENT_STEP_IDS.slice(0, PAYMENT_STEP_IDS.indexOf(step)).filter(
        (s) => step !== 'makePayment' || s !== 'getAmount',
      ),
    );
  const revealed = actedIn ? nextStep(flowDef, flow.data, actedIn) : undefined;
  const shown = revealed && flow.canOpen(revealed) ? revealed : undefined;
  useRevealFocus(root, actedIn, shown, shown ? keyOf(shown) : undefined);
  const loan = flow.data.selectAccount;
  const markActed = (event: SyntheticEvent) => {
    const step =
      event.target instanceof Element
        ? event.target.closest('[data-payment-step]')?.getAttribute('data-payment-step')
        : null;
    // Only a change: setting the same step again can still render this page on every key typed in a step.
    if (step && step !== actedIn) setActedIn(step as PaymentStepId);
  };
  const entry = loans.find((a) => a.Number === chosen);
  const reloadLoan = () => {
    if (entry) loanChoice.choose(entry);
  };
  // Deleting a saved method cancels the payments made with it (§2): the lists and the counts that block new
  // payments come from the payment info, read again here.
  const reloadAfterMethodDelete = () => {
    refreshedAfterDelete.current = loan;
    reloadLoan();
  };

  return (
    <div ref={root} className="page make-payment" onPointerDownCapture={markActed} onKeyDownCapture={markActed}>
      <div className="card">
        <PageHeading>{settings.text('titles.payment')}</PageHeading>
        {accounts.isPending ? <Spinner variant="large" label={settings.text('shell.loadingText')} /> : null}
        {accounts.isError ? <ErrorBanner inRegion>{settings.text('paymentInfoErrors.generic')}</ErrorBanner> : null}
        {accounts.isSuccess ? (
          <div data-payment-step="selectAccount">
            <AccountSelector
              loans={loans}
              chosen={chosen}
              loan={loan}
              loading={loanChoice.loading}
              onChoose={choose}
              headingRef={noFocus}
            />
          </div>
        ) : null}
        {loan && loan.accountNumber === chosen ? <FeeBanner loan={loan} /> : null}
        {loan && loan.accountNumber === chosen && !loan.error ? (
          <PaymentLists loan={loan} onChanged={reloadLoan} />
        ) : null}
        {flow.canOpen('getMethod') ? (
          <div data-payment-step="getMethod">
            <PaymentTypeSection
              key={keyAfter('selectAccount')}
              {...props.getMethod}
              onMethodDeleted={reloadAfterMethodDelete}
            />
          </div>
        ) : null}
        {flow.canOpen('getFrequency') ? (
          <div data-payment-step="getFrequency">
            <FrequencyStep key={keyAfter('selectAccount', 'getMethod')} {...props.getFrequency} />
          </div>
        ) : null}
        <AchTexts data={props.getAmount.data} />
        {flow.canOpen('getAmount') ? (
          <div data-payment-step="getAmount">
            <AmountStep key={keyOf('getAmount')} {...props.getAmount} pending={pendingAmount} />
          </div>
        ) : null}
        {flow.canOpen('makePayment') ? (
          <div data-payment-step="makePayment">
            <SubmitStep
              key={keyOf('makePayment')}
              {...props.makePayment}
              pendingAmount={pendingAmount}
              onStartOver={() => {
                flow.reset();
                setChosen(undefined);
                preselect();
              }}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
