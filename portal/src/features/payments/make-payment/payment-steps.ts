/**
 * The make-payment screen's steps and what each step hands to the next (payments spec §2 "Make-payment
 * screen (stepwise)": selectAccount, getMethod, getFrequency, getAmount, makePayment). The screen holds a
 * `StepFlowState<PaymentSteps>` (portal/src/forms/step-flow.ts, `resetsLater: true`); each step component
 * reads the earlier steps' data and reports its own through `StepProps`.
 *
 * Card data rule: a single-use card's number and CVV live only in React state of the screen
 * (this object), never in a store, a query key, a URL, storage or a log line.
 */
import type { components } from '@contract/api-types';
import type { Cents } from '@schemas/rules/money';
import type { IsoDay } from '@schemas/rules/calendar';

type Schemas = components['schemas'];

/** The payment-info answer for the chosen account (GET PaymentInformation/GetPaymentInfo). */
export type PaymentInfo = Schemas['PaymentInfo'];
/** A saved method as the listing answers it. */
export type SavedPaymentMethod = Schemas['PaymentMethod'];
export type CardInfo = Schemas['CardInfo'];
export type AchInfo = Schemas['AchInfo'];
export type NewCardPayload = Schemas['NewCardPayload'];
export type NewAchPayload = Schemas['NewAchPayload'];

/** The step ids, in order. */
export const PAYMENT_STEP_IDS = ['selectAccount', 'getMethod', 'getFrequency', 'getAmount', 'makePayment'] as const;
export type PaymentStepId = (typeof PAYMENT_STEP_IDS)[number];

/** selectAccount: the loan chosen, whether card and ACH are blocked, and its payment info. */
export interface SelectedLoan {
  /** Full account number (branch-number-checkdigit); displays may drop the check digit. */
  accountNumber: string;
  /** 0 loan, 9 line of credit. */
  accountType: number;
  cardBlocked: boolean;
  achBlocked: boolean;
  info: PaymentInfo;
  /** An on-screen payment-info error text (catalogue §8) when the account cannot be paid now. */
  error?: string;
}

/** Wallet types as the submit call names them. */
export type WalletType = 'GooglePay' | 'ApplePay' | 'PayPal' | 'Venmo';

/** getMethod: how the borrower pays. */
export type ChosenMethod =
  | { kind: 'card'; source: 'saved'; card: CardInfo }
  /** Single use: the whole payload lives only here until the submit request. */
  | { kind: 'card'; source: 'singleUse'; card: NewCardPayload }
  | { kind: 'ach'; source: 'saved'; ach: AchInfo }
  | { kind: 'ach'; source: 'singleUse'; ach: NewAchPayload }
  | { kind: 'wallet'; wallet: WalletType };

/** Frequency values the dropdown offers (§3 "Frequency values"). */
export type PaymentFrequency =
  | 'OneTime'
  | 'Weekly'
  | 'TwoWeeks'
  | 'SemiMonthly'
  | 'MonthlyOnDate'
  | 'DaysBeforeDue'
  | 'OnDueDate';

/** getFrequency: §3 "Frequency selection result" (OnDueDate already turned into DaysBeforeDue 0). */
export interface FrequencySelection {
  frequency: Exclude<PaymentFrequency, 'OnDueDate'>;
  /** One-time pay date or first recurring date (yyyy-MM-dd); null for DaysBeforeDue. */
  date: IsoDay | null;
  /** Days before due for DaysBeforeDue (0 for on the due date). */
  numDays: number | null;
  thirdPartyFee: Cents;
  payoff: { isPayoff: boolean; quote: Cents | null };
}

/** getAmount: what is paid. */
export interface AmountSelection {
  amount: Cents;
  additionalPrincipal: Cents;
  firstPartyFee: Cents;
  /** A recurring line-of-credit payment paying the total due (amount 0, total hidden). */
  locPaysTotalDue: boolean;
}

/** The data of every step, keyed by step id (the step flow's `D`). makePayment holds nothing. */
export interface PaymentSteps {
  selectAccount: SelectedLoan;
  getMethod: ChosenMethod;
  getFrequency: FrequencySelection;
  getAmount: AmountSelection;
  makePayment: Record<string, never>;
}

/** Props every step component gets from the screen. */
export interface StepProps<S extends PaymentStepId> {
  /** The data of the earlier steps (all present and valid when this step is shown). */
  readonly data: Partial<PaymentSteps>;
  /** The step's current value, if any. */
  readonly value: PaymentSteps[S] | undefined;
  /** A valid choice: stores it and reveals the next step. */
  readonly onValid: (value: PaymentSteps[S]) => void;
  /** Input became invalid: the user stays on this step and later steps close. */
  readonly onInvalid: () => void;
  /** Ref for the step's heading (tabIndex -1): focus moves there when the step appears. */
  readonly headingRef: (element: HTMLElement | null) => void;
}

/** The confirmation route's state (§2: pay date, submission info, reference number, LOC flag, due date). */
export interface PaymentConfirmationState {
  referenceNumber: string;
  payDate: IsoDay;
  dueDate: IsoDay | null;
  isRecurringLOCPayingTotalDue: boolean;
  submission: {
    accountNumber: string;
    amount: Cents;
    additionalPrincipalAmount: Cents;
    fees: { firstParty: Cents; thirdParty: Cents };
    method: { isCard: boolean; cardType?: string; lastFour: string; achAccountType?: string };
    frequencyInfo: { frequency: string; numDays: number | null };
  };
}
