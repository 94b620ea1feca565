/**
 * The make-payment screen's step flow (docs/decisions/135-step-flow.md): the five steps of
 * payment-steps.ts with `resetsLater: true` ("Changing an earlier step resets the later ones"), the
 * guard of each step and the amount step's skipping (owned by the amount work: amount-step-shown.ts).
 */
import type { SettingsReader } from '@schemas/settings/reader';
import type { StepFlow } from '@/forms/step-flow';
import { amountStepShown } from '../amount/amount-step-shown';
import { PAYMENT_STEP_IDS, type PaymentSteps, type SelectedLoan } from './payment-steps';

/** A loan can be paid when no payment-info error stops it and card or ACH is open. */
export function isPayableLoan(loan: SelectedLoan | undefined): boolean {
  return loan !== undefined && loan.error === undefined && (!loan.cardBlocked || !loan.achBlocked);
}

/**
 * The flow for the current settings. Each step is valid while its data is there (a step reports
 * invalid input by clearing its data); the account step also needs a payable loan, and makePayment is
 * never "done": submitting leaves the screen.
 */
export function paymentFlow(settings: SettingsReader): StepFlow<PaymentSteps> {
  return {
    steps: PAYMENT_STEP_IDS,
    isValid: (step, data) => {
      if (step === 'selectAccount') return isPayableLoan(data.selectAccount);
      if (step === 'makePayment') return false;
      return data[step] !== undefined;
    },
    isSkipped: (step, data) => step === 'getAmount' && !amountStepShown(data, settings),
    resetsLater: true,
  };
}
