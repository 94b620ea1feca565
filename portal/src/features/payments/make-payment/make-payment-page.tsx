/**
 * The make-payment screen, myaccount/payment and myaccount/payment/{accountNumber} (payments spec §2):
 * the steps revealed one under another (selectAccount, getMethod, getFrequency, getAmount, makePayment),
 * the fee banner, the scheduled and recurring lists and the optional ACH texts. Focus moves to the
 * heading of each step a user's choice reveals (use-step-flow.ts), so a screen reader announces it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useAccountList, type AccountListEntry } from '@/api/accounts/get-account-list';
import { useStepFlow } from '@/forms/use-step-flow';
import { useSettings } from '@/settings/use-settings';
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
import type { PaymentStepId, PaymentSteps, StepProps } from './payment-steps';
import { useLoanChoice } from './use-loan-choice';
import './make-payment.css';

const noFocus = () => {};

/** The make-payment screen. */
export function MakePaymentPage() {
  const settings = useSettings();
  const { accountNumber: routeAccount } = useParams();
  const accounts = useAccountList();
  const flowDef = useMemo(() => paymentFlow(settings), [settings]);
  const flow = useStepFlow(flowDef);
  const loans = useMemo(() => payableLoans(accounts.data?.Accounts ?? []), [accounts.data]);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  // Focus follows a user's choice only: a preselection on arrival must not pull focus away from the page heading.
  const [interacted, setInteracted] = useState(false);
  const loanChoice = useLoanChoice((loan) => flow.complete('selectAccount', loan));

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

  const props = <S extends PaymentStepId>(step: S): StepProps<S> => ({
    data: flow.data,
    value: flow.data[step] as PaymentSteps[S] | undefined,
    onValid: (value) => flow.complete(step, value),
    onInvalid: () => clear(step),
    headingRef: interacted ? flow.focusRef(step) : noFocus,
  });
  const loan = flow.data.selectAccount;
  const entry = loans.find((a) => a.Number === chosen);

  return (
    <div className="page make-payment" onPointerDownCapture={() => setInteracted(true)} onKeyDownCapture={() => setInteracted(true)}>
      <div className="card">
        <PageHeading>{settings.text('titles.payment')}</PageHeading>
        {accounts.isPending ? <Spinner label={settings.text('shell.loadingText')} /> : null}
        {accounts.isError ? <p className="banner banner--error">{settings.text('paymentInfoErrors.generic')}</p> : null}
        {accounts.isSuccess ? (
          <AccountSelector loans={loans} chosen={chosen} loan={loan} loading={loanChoice.loading} onChoose={choose} headingRef={props('selectAccount').headingRef} />
        ) : null}
        {loan && loan.accountNumber === chosen ? <FeeBanner loan={loan} /> : null}
        {loan && loan.accountNumber === chosen && !loan.error ? (
          <PaymentLists loan={loan} onChanged={() => entry && loanChoice.choose(entry)} />
        ) : null}
        {flow.canOpen('getMethod') ? <PaymentTypeSection key={loan?.accountNumber} {...props('getMethod')} /> : null}
        {flow.canOpen('getFrequency') ? <FrequencyStep {...props('getFrequency')} /> : null}
        <AchTexts data={flow.data} />
        {flow.canOpen('getAmount') ? <AmountStep {...props('getAmount')} /> : null}
        {flow.canOpen('makePayment') ? (
          <SubmitStep
            {...props('makePayment')}
            onStartOver={() => {
              flow.reset();
              setChosen(undefined);
              preselect();
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
