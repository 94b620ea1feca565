/**
 * The rows of the payment confirmation page (payments spec §2 "Payment confirmation page"), as label and
 * value pairs, each left out when its paymentConfirmation.*Hidden setting is on. Pure apart from the
 * settings reader it is given, so the rules are tested without rendering.
 */
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import type { SettingsReader } from '@schemas/settings/reader';
import { dateText } from '@schemas/rules/host-format';
import { add, formatCurrency } from '@schemas/rules/money';
import type { CardInfo, PaymentConfirmationState } from '../make-payment/payment-steps';
import { achTypeName, cardBrandName } from '../method/method-labels';

/** One row: a stable id (for tests and keys), its label and its value. */
export interface ConfirmationRow {
  id: string;
  label: string;
  value: string;
}

const isBrand = (type: string | undefined): type is CardInfo['CardType'] =>
  type === 'visa' || type === 'master' || type === 'amex' || type === 'discover';
const isAchType = (type: string | undefined): type is 'Checking' | 'Savings' =>
  type === 'Checking' || type === 'Savings';

/** 'Visa x4242' / 'Savings x6789': the brand and the account type as the settings name them. */
function methodText(method: PaymentConfirmationState['submission']['method'], settings: SettingsReader): string {
  const raw = method.isCard ? method.cardType : method.achAccountType;
  let type = raw ?? '';
  if (method.isCard && isBrand(raw)) type = cardBrandName(raw, settings);
  else if (!method.isCard && isAchType(raw)) type = achTypeName(raw, settings);
  return `${type} x${method.lastFour}`.trim();
}

/** The frequency as the frequency dropdown names it (OnDueDate was sent as days before due 0). */
function frequencyLabelKey(frequency: string, numDays: number | null): SettingKey {
  switch (frequency) {
    case 'OneTime':
      return 'paymentFrequency.oneTimeLabel';
    case 'Weekly':
      return 'paymentFrequency.weeklyLabel';
    case 'TwoWeeks':
      return 'paymentFrequency.twoWeeksLabel';
    case 'SemiMonthly':
      return 'paymentFrequency.semiMonthlyLabel';
    case 'MonthlyOnDate':
      return 'paymentFrequency.monthlyOnDateLabel';
    default:
      return numDays ? 'paymentFrequency.daysBeforeDueLabel' : 'paymentFrequency.onDueDateLabel';
  }
}

/** True for a recurring payment (anything but OneTime). */
export function isRecurring(state: PaymentConfirmationState): boolean {
  return state.submission.frequencyInfo.frequency !== 'OneTime';
}

/** The loan's number as shown: without the check-digit part when access.removeCheckDigit is on (§2). */
function loanNumber(accountNumber: string, removeCheckDigit: boolean): string {
  const parts = accountNumber.split('-');
  return removeCheckDigit && parts.length >= 3 ? parts.slice(0, -1).join('-') : accountNumber;
}

/** The rows in the spec's order, hidden ones left out; the date in the borrower's `language`. */
export function confirmationRows(
  state: PaymentConfirmationState,
  settings: SettingsReader,
  language: string,
): ConfirmationRow[] {
  const { submission } = state;
  const { method, frequencyInfo, fees } = submission;
  const feeTotal = add(fees.firstParty, fees.thirdParty);
  const total = add(submission.amount, feeTotal, submission.additionalPrincipalAmount);
  const recurring = isRecurring(state);
  // A recurring line-of-credit payment of the total due has no amount yet: the note says so instead.
  const amountKnown = !state.isRecurringLOCPayingTotalDue;
  const rows: [id: string, show: boolean, label: SettingKey, hidden: SettingKey, value: string][] = [
    [
      'confirmationNumber',
      true,
      'paymentConfirmation.confirmationNumberLabel',
      'paymentConfirmation.confirmationNumberHidden',
      state.referenceNumber,
    ],
    [
      'loanToPayDown',
      true,
      'paymentConfirmation.loanToPayDownLabel',
      'paymentConfirmation.loanToPayDownHidden',
      loanNumber(submission.accountNumber, settings.flag('access.removeCheckDigit')),
    ],
    [
      'accountToPayFrom',
      !method.isCard,
      'paymentConfirmation.accountToPayFromLabel',
      'paymentConfirmation.accountToPayFromHidden',
      methodText(method, settings),
    ],
    [
      'cardUsedToPay',
      method.isCard,
      'paymentConfirmation.cardUsedToPayLabel',
      'paymentConfirmation.cardUsedToPayHidden',
      methodText(method, settings),
    ],
    [
      'frequency',
      true,
      'paymentConfirmation.frequencyLabel',
      'paymentConfirmation.frequencyHidden',
      settings.text(frequencyLabelKey(frequencyInfo.frequency, frequencyInfo.numDays)),
    ],
    [
      'paymentDate',
      true,
      'paymentConfirmation.paymentDateLabel',
      'paymentConfirmation.paymentDateHidden',
      dateText(state.payDate, language),
    ],
    [
      'daysPrior',
      frequencyInfo.frequency === 'DaysBeforeDue',
      'paymentConfirmation.daysPriorLabel',
      'paymentConfirmation.daysPriorHidden',
      String(frequencyInfo.numDays ?? 0),
    ],
    [
      'amount',
      amountKnown,
      'paymentConfirmation.amountLabel',
      'paymentConfirmation.amountHidden',
      formatCurrency(submission.amount),
    ],
    ['fee', true, 'paymentConfirmation.feeLabel', 'paymentConfirmation.feeHidden', formatCurrency(feeTotal)],
    [
      'additionalPrincipal',
      submission.additionalPrincipalAmount > 0,
      'paymentConfirmation.additionalPrincipalLabel',
      'paymentConfirmation.additionalPrincipalHidden',
      formatCurrency(submission.additionalPrincipalAmount),
    ],
    // One-time payments show their Total; a schedule shows what each draft takes (decision 216).
    [
      'total',
      amountKnown && !recurring,
      'paymentConfirmation.totalLabel',
      'paymentConfirmation.totalHidden',
      formatCurrency(total),
    ],
    [
      'totalPaymentToDraft',
      amountKnown && recurring,
      'paymentConfirmation.totalPaymentToDraftLabel',
      'paymentConfirmation.totalPaymentToDraftHidden',
      formatCurrency(total),
    ],
  ];
  return rows
    .filter(([, show, , hidden]) => show && !settings.flag(hidden))
    .map(([id, , label, , value]) => ({ id, label: settings.text(label), value }));
}
