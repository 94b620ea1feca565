/**
 * makePayment step: confirm and submit (payments spec §4 "Submit"). Make Payment opens the Submit / No
 * confirm, or for a recurring ACH payment with portal.requireAchDraftAgreementOption the ACH draft agreement
 * dialog, or for a wallet the wallet confirm. Card and ACH payments go to the endpoint of their timing and
 * method with one Idempotency-Key (use-payment-submit.ts); success opens the confirmation page.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '@/session/session-store';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { DASHBOARD_PATH } from '@/ui/route-paths';
import { Spinner } from '@/ui/spinner';
import { todayOf } from '@schemas/rules/calendar';
import { blocksResubmit } from '@schemas/rules/submit-errors';
import type { PendingReport } from '../make-payment/pending-report';
import type { StepProps } from '../make-payment/payment-steps';
import { TotalSummary } from '../amount/total-summary';
import { refreshAfterPayment, scheduleReview } from './after-payment';
import { AchDraftDialog } from './ach-draft-dialog';
import { openInNewTab } from './new-tab';
import { resolvedAmount } from './resolved-amount';
import {
  achDraftRequest,
  buildSubmit,
  buildWalletBody,
  confirmationState,
  paymentTiming,
  type SubmitInput,
} from './submit-body';
import { SubmitConfirmDialog } from './submit-confirm-dialog';
import { submitErrorKeyText, submitErrorText } from './submit-error-text';
import { usePaymentSubmit } from './use-payment-submit';
import { useWalletSubmit } from './use-wallet-submit';
import './submit-step.css';

/** Where a successful card or ACH payment goes, and where a wallet payment sends the borrower (§2 Routes). */
export const CONFIRMATION_PATH = '/myaccount/paymentConfirm';

/** Props beyond the step's (decision 268 for `pendingAmount`). */
export interface SubmitStepExtras {
  /** Returns the screen to its first step (unused here: a submit never resets the flow). */
  onStartOver: () => void;
  /**
   * The amount typed but not reported yet: flushed first when Make Payment is pressed (its flow update joins the
   * press, so the dialog confirms the typed amount), and asked for at once while Make Payment is stopped.
   */
  pendingAmount?: PendingReport;
}

/** The submit area. */
export function SubmitStep({ data, headingRef, pendingAmount }: StepProps<'makePayment'> & SubmitStepExtras) {
  const settings = useSettings();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logonName = useSessionStore((s) => s.user?.username ?? '');
  const payment = usePaymentSubmit();
  const wallet = useWalletSubmit();
  const [dialog, setDialog] = useState<'confirm' | 'achDraft' | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Declined, over limit, invalid info, expired (§4), or an answer lost: this payment is not offered again.
  const [stopped, setStopped] = useState(false);
  // Another amount is another payment: its earlier outcome no longer applies (the screen keeps this step mounted
  // while the amount changes, decision 268, so it resets here what a new mount used to).
  const [amountShown, setAmountShown] = useState(data.getAmount);
  if (amountShown !== data.getAmount) {
    setAmountShown(data.getAmount);
    setError(null);
    setStopped(false);
  }
  useEffect(() => {
    pendingAmount?.setEager(stopped);
    return () => pendingAmount?.setEager(false);
  }, [pendingAmount, stopped]);

  const { selectAccount: loan, getMethod: method, getFrequency: frequency } = data;
  if (!loan || !method || !frequency) return null;
  const today = todayOf(new Date());
  const timing = paymentTiming(frequency, today);
  const amount = resolvedAmount(
    {
      selectAccount: loan,
      getMethod: method,
      getFrequency: frequency,
      ...(data.getAmount ? { getAmount: data.getAmount } : {}),
    },
    settings,
    today,
  );
  const isWallet = method.kind === 'wallet';
  // A single-use bank account cannot pay on a schedule (the server answers payWithoutSaving), so the
  // agreement, which names a saved account, is asked for saved accounts only.
  const draftAch = method.kind === 'ach' && method.source === 'saved' ? method.ach : null;
  const needsDraft =
    draftAch !== null && timing === 'recurring' && settings.flag('portal.requireAchDraftAgreementOption');
  const busy = payment.isPending || wallet.isPending;

  const submitCardOrAch = async (achDraftToken: string | null) => {
    if (method.kind === 'wallet') return;
    setDialog(null);
    setError(null);
    const input: SubmitInput = { loan, method, frequency, amount, logonName, today, achDraftToken };
    const attempt = await payment.submit(buildSubmit(input));
    if (!attempt) return;
    if (attempt.kind === 'accepted') {
      void refreshAfterPayment(queryClient, timing);
      scheduleReview(settings);
      void navigate(CONFIRMATION_PATH, { state: confirmationState(input, attempt.referenceNumber) });
    } else if (attempt.kind === 'refused') {
      setError(submitErrorText(settings, attempt.error, method.kind === 'card'));
      if (blocksResubmit(attempt.error)) setStopped(true);
    } else {
      // The payment may have gone through: say so, and fetch the loan again so the screen shows it.
      setError(submitErrorKeyText(settings, 'processing'));
      setStopped(true);
      void refreshAfterPayment(queryClient, timing);
    }
  };

  const submitWallet = () => {
    if (method.kind !== 'wallet') return;
    setDialog(null);
    setError(null);
    const tab = openInNewTab();
    wallet.mutateAsync(buildWalletBody(loan, method, amount)).then(
      (checkoutUrl) => {
        tab.go(checkoutUrl);
        void navigate(DASHBOARD_PATH);
      },
      () => {
        tab.close();
        setError(submitErrorKeyText(settings, 'wallet'));
      },
    );
  };

  return (
    <section className="payment-submit" aria-labelledby="payment-submit-heading">
      <h2 id="payment-submit-heading" ref={headingRef} tabIndex={-1}>
        {settings.text('payment.submitHeading')}
      </h2>
      {data.getAmount ? null : (
        // The amount step was skipped (payoff, days before due): the amount, fees and total show here instead.
        <TotalSummary
          amountShown
          amount={amount.amount}
          firstPartyFee={amount.firstPartyFee}
          thirdPartyFee={amount.thirdPartyFee}
          additionalPrincipal={amount.additionalPrincipal}
          isCard={method.kind === 'card'}
          locPaysTotalDue={amount.locPaysTotalDue}
        />
      )}
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {busy ? <Spinner variant="large" label={settings.text('payment.submitBusy')} /> : null}
      <button
        type="button"
        className="button payment-submit__button"
        disabled={busy || stopped}
        onClick={() => {
          pendingAmount?.flush();
          setError(null);
          setDialog(needsDraft ? 'achDraft' : 'confirm');
        }}
      >
        {settings.text('payment.submitButton')}
      </button>
      {dialog === 'confirm' ? (
        <SubmitConfirmDialog
          text={settings.text(isWallet ? 'payment.walletConfirmText' : 'payment.submitConfirmText')}
          onConfirm={() => (isWallet ? submitWallet() : void submitCardOrAch(null))}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'achDraft' && draftAch ? (
        <AchDraftDialog
          request={achDraftRequest(loan, draftAch, amount, frequency)}
          onConfirm={(token) => void submitCardOrAch(token)}
          onCancel={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}
