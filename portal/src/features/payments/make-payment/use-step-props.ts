/**
 * Step props that keep their identity while a step's inputs stay the same (decision 266):
 * each step gets the data of the steps before it only, and callbacks made once. With the steps memoized, a
 * keystroke in the amount re-renders the amount and submit steps, not the calendar and method lists above them.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { StepFlowControls } from '@/forms/use-step-flow';
import { PAYMENT_STEP_IDS, type PaymentStepId, type PaymentSteps, type StepProps } from './payment-steps';

// The screen moves focus itself (use-reveal-focus.ts), to the first step a user's choice reveals.
const noFocus = () => {};

type Callbacks = { [S in PaymentStepId]: Pick<StepProps<S>, 'onValid' | 'onInvalid'> };

/** Props of every step of the make-payment screen, for `flow` (the screen's step flow). */
export function useStepProps(flow: StepFlowControls<PaymentSteps>): { [S in PaymentStepId]: StepProps<S> } {
  // The callbacks call the newest controls; they run in events and effects, after this layout effect.
  const latest = useRef(flow);
  useLayoutEffect(() => {
    latest.current = flow;
  });
  const callbacks = useMemo(() => {
    const of = <S extends PaymentStepId>(step: S): Pick<StepProps<S>, 'onValid' | 'onInvalid'> => ({
      onValid: (value) => latest.current.complete(step, value),
      // A step reports invalid input by dropping its value: the flow falls back to it and closes the later steps.
      onInvalid: () => latest.current.edit(step, undefined as unknown as PaymentSteps[S]),
    });
    return Object.fromEntries(PAYMENT_STEP_IDS.map((step) => [step, of(step)])) as Callbacks;
  }, []);

  const { selectAccount, getMethod, getFrequency, getAmount } = flow.data;
  const before = {
    selectAccount: useMemo(() => ({}), []),
    getMethod: useMemo(() => ({ selectAccount }), [selectAccount]),
    getFrequency: useMemo(() => ({ selectAccount, getMethod }), [selectAccount, getMethod]),
    getAmount: useMemo(() => ({ selectAccount, getMethod, getFrequency }), [selectAccount, getMethod, getFrequency]),
    makePayment: useMemo(
      () => ({ selectAccount, getMethod, getFrequency, getAmount }),
      [selectAccount, getMethod, getFrequency, getAmount],
    ),
  };
  const propsOf = <S extends PaymentStepId>(step: S): StepProps<S> => ({
    data: before[step],
    value: flow.data[step] as PaymentSteps[S] | undefined,
    ...callbacks[step],
    headingRef: noFocus,
  });
  return {
    selectAccount: propsOf('selectAccount'),
    getMethod: propsOf('getMethod'),
    getFrequency: propsOf('getFrequency'),
    getAmount: propsOf('getAmount'),
    makePayment: propsOf('makePayment'),
  };
}
