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
import { PAYMENT_STEP_IDS, type PaymentStepId, type PaymentSteps, type StepProps } from './payment-steps';
import { useLoanChoice } from './use-loan-choice';
import './make-payment.css';

const noFocus = () => {};

/** A number per step value (by identity), so a step whose earlier steps changed is mounted afresh, its own state reset too. */
const valueIds = new WeakMap<object, number>();
let nextValueId = 1;
function idOf(value: object | undefined): number {
  if (!value) return 0;
  let id = valueIds.get(value);
  if (id === undefined) {
    id = nextValueId++;
    valueIds.set(value, id);
  }
  return id;
}

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
  // The step whose valid choice asked for focus to move on; handled once by the effect below.
  const [focusAfter, setFocusAfter] = useState<{ step: PaymentStepId } | null>(null);
  const root = useRef<HTMLDivElement>(null);
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

  // After a user's valid choice, focus moves to the heading of the step now current, also when that step was
  // already shown and has just been reset and mounted afresh (a second wallet choice), which use-step-flow's
  // focus-on-change does not see.
  const current = flow.current;
  useEffect(() => {
    if (!focusAfter || current === focusAfter.step) return;
    // The first step shown after the one chosen in: a step that is valid at once (frequency's One Time today)
    // must not carry focus past itself to the step after it.
    const next = PAYMENT_STEP_IDS.slice(PAYMENT_STEP_IDS.indexOf(focusAfter.step) + 1)
      .map((step) => root.current?.querySelector<HTMLElement>(`[data-payment-step="${step}"] [tabindex="-1"]`))
      .find(Boolean);
    next?.focus();
  }, [focusAfter, current]);

  const props = <S extends PaymentStepId>(step: S): StepProps<S> => ({
    data: flow.data,
    value: flow.data[step] as PaymentSteps[S] | undefined,
    onValid: (value) => {
      // Only a choice made inside the step moves focus on; a step reporting on its own (a default) does not.
      const inside = document.querySelector(`[data-payment-step="${step}"]`)?.contains(document.activeElement) ?? false;
      if (interacted && (inside || step === 'selectAccount')) setFocusAfter({ step });
      flow.complete(step, value);
    },
    onInvalid: () => clear(step),
    headingRef: interacted ? flow.focusRef(step) : noFocus,
  });
  // Later steps are keyed by the values of the steps before them: "changing an earlier step resets the later ones".
  const keyAfter = (...steps: PaymentStepId[]) => steps.map((s) => idOf(flow.data[s])).join('-');
  const loan = flow.data.selectAccount;
  const markInteracted = () => setInteracted(true);
  const entry = loans.find((a) => a.Number === chosen);

  return (
    <div ref={root} className="page make-payment" onPointerDownCapture={markInteracted} onKeyDownCapture={markInteracted}>
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
        {flow.canOpen('getMethod') ? (
          <div data-payment-step="getMethod">
            <PaymentTypeSection key={keyAfter('selectAccount')} {...props('getMethod')} />
          </div>
        ) : null}
        {flow.canOpen('getFrequency') ? (
          <div data-payment-step="getFrequency">
            <FrequencyStep key={keyAfter('selectAccount', 'getMethod')} {...props('getFrequency')} />
          </div>
        ) : null}
        <AchTexts data={flow.data} />
        {flow.canOpen('getAmount') ? (
          <div data-payment-step="getAmount">
            <AmountStep key={keyAfter('selectAccount', 'getMethod', 'getFrequency')} {...props('getAmount')} />
          </div>
        ) : null}
        {flow.canOpen('makePayment') ? (
          <div data-payment-step="makePayment">
            <SubmitStep
              key={keyAfter('selectAccount', 'getMethod', 'getFrequency', 'getAmount')}
              {...props('makePayment')}
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
