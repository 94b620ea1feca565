/**
 * Turns a complete frequency choice into the step's report (payments spec §4 "Frequency step"): when the
 * choice is valid the third-party fee is fetched (only with useThirdPartyFeesOption; Venmo and PayPal use
 * 0), then onValid; a failed lookup shows the fee-error text and reports invalid.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { IsoDay } from '@schemas/rules/calendar';
import { feeRequestBody, type FeeMethod } from '@schemas/rules/fees';
import { paymentTiming } from '@schemas/rules/frequency-availability';
import { clearThirdPartyFees, thirdPartyFeeQuery } from '@/api/payments/get-third-party-fee';
import { useSettings } from '@/settings/use-settings';
import type { ChosenMethod, FrequencySelection } from '../make-payment/payment-steps';
import { isCreditCard, skipsFeeLookup } from './frequency-facts';

/** A complete choice without its fee, or null while the choice is incomplete or invalid. */
export type Choice = Omit<FrequencySelection, 'thirdPartyFee'> | null;

/** The fee state the step shows: a spinner while loading, the fee-error text on failure. */
export interface FeeState {
  loading: boolean;
  failed: boolean;
}

const feeMethodOf = (method: ChosenMethod): FeeMethod =>
  method.kind === 'card' ? { kind: 'card', creditCard: isCreditCard(method) } : { kind: method.kind };

const same = (a: FrequencySelection | undefined, b: FrequencySelection) =>
  a !== undefined && JSON.stringify(a) === JSON.stringify(b);

/** Reports `choice` (with its fee) through onValid, or onInvalid when it is null or the fee failed. */
export function useSelectionReport(
  choice: Choice,
  method: ChosenMethod,
  accountNumber: string,
  today: IsoDay,
  report: {
    value: FrequencySelection | undefined;
    onValid: (value: FrequencySelection) => void;
    onInvalid: () => void;
  },
): FeeState {
  const settings = useSettings();
  const askFee =
    choice !== null && settings.flag('generalPaymentOptions.useThirdPartyFeesOption') && !skipsFeeLookup(method);
  const body = choice
    ? feeRequestBody(feeMethodOf(method), paymentTiming(choice.frequency, choice.date, today), accountNumber)
    : null;
  const fee = useQuery({ ...thirdPartyFeeQuery(body!), enabled: askFee && body !== null });
  const client = useQueryClient();
  // The screen resets the frequency step (unmounts it) when an earlier step changes: the fee cache goes with it.
  useEffect(() => () => clearThirdPartyFees(client), [client]);
  const latest = useRef(report);
  useLayoutEffect(() => {
    // The newest callbacks, for the report effect below (declared first, so it runs first).
    latest.current = report;
  });

  const feeCents = askFee ? fee.data : 0;
  const failed = askFee && fee.isError;
  const outcome =
    choice === null || failed
      ? 'invalid'
      : feeCents === undefined
        ? 'pending'
        : JSON.stringify({ ...choice, thirdPartyFee: feeCents });

  const cleared = report.value === undefined;
  // A layout effect: the flow update it makes renders before the browser paints, in the same task as the choice
  // that mounted this step, so the amount step appears with the frequency step, not a frame later (decision 280).
  useLayoutEffect(() => {
    const { value, onValid, onInvalid } = latest.current;
    if (outcome === 'pending') return;
    if (outcome === 'invalid') {
      if (value !== undefined) onInvalid();
      return;
    }
    const selection = JSON.parse(outcome) as FrequencySelection;
    // Reporting the same selection again would reset the later steps for nothing.
    if (!same(value, selection)) onValid(selection);
    // Also when the value was cleared from outside (an invalid report, a reset): a valid choice reports again.
  }, [outcome, cleared]);

  return { loading: askFee && fee.isFetching, failed };
}
