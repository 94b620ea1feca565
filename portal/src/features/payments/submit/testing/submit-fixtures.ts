/**
 * Test-only step data for the submit step, the confirmation page and the payment lists: one loan with
 * payment info as GetPaymentInfo answers it, saved methods, and frequency choices.
 */
import type {
  AmountSelection,
  ChosenMethod,
  FrequencySelection,
  PaymentInfo,
  SelectedLoan,
} from '../../make-payment/payment-steps';

/** Today in the tests' fixed calendar. */
export const TODAY = '2026-03-10';

/** Payment info of a monthly loan with fees, one scheduled payment and no recurring payment. */
export function paymentInfo(overrides: Partial<PaymentInfo> = {}): PaymentInfo {
  return {
    HasNoErrors: true,
    Errors: [],
    DueDate: '2026-03-25',
    EncryptedData: 'acct-token-1',
    PaymentDetails: { LoanAccountNumber: '0001-734140-5', Company: 1, PaymentAmount: 250, PaymentDate: TODAY },
    PaymentOptions: {
      AllowCards: true,
      AllowACH: true,
      RecurringAllowed: true,
      NumberDaysInPeriod: 30,
      FirstPartyFees: {
        ScheduledAchFee: 1.5,
        ECheckFeeAmount: 0,
        RecurringAchFee: 0,
        DebitCardFeeAmount: 2.95,
        CreditCardFeeAmount: 4.95,
      },
    },
    ScheduledPayments: [],
    RecurringPayment: null,
    PayOffAmount: 5120.44,
    TotalAmountDue: 250,
    ...overrides,
  };
}

/** The chosen loan. */
export function selectedLoan(overrides: Partial<PaymentInfo> = {}, accountType = 0): SelectedLoan {
  return {
    accountNumber: '0001-734140-5',
    accountType,
    cardBlocked: false,
    achBlocked: false,
    info: paymentInfo(overrides),
  };
}

/** A saved debit card ending 4242. */
export const savedCard: Extract<ChosenMethod, { kind: 'card'; source: 'saved' }> = {
  kind: 'card',
  source: 'saved',
  card: {
    CardType: 'visa',
    CardNumber: '4242',
    ExpirationDate: '12/29',
    ProfileId: 'card-prof-1',
    DebitCreditType: 'DebitCard',
  },
};

/** A saved checking account ending 6789. */
export const savedAch: Extract<ChosenMethod, { kind: 'ach'; source: 'saved' }> = {
  kind: 'ach',
  source: 'saved',
  ach: { AccountType: 'Checking', AccountNumber: '6789', ProfileId: 'ach-prof-1' },
};

/** A one-time payment on `date`. */
export function oneTime(date: string, thirdPartyFee = 0): FrequencySelection {
  return { frequency: 'OneTime', date, numDays: null, thirdPartyFee, payoff: { isPayoff: false, quote: null } };
}

/** A recurring payment `days` before the due date. */
export function daysBeforeDue(days: number): FrequencySelection {
  return {
    frequency: 'DaysBeforeDue',
    date: null,
    numDays: days,
    thirdPartyFee: 0,
    payoff: { isPayoff: false, quote: null },
  };
}

/** An amount step choice, in cents. */
export function amountOf(amount: number, firstPartyFee = 0, additionalPrincipal = 0): AmountSelection {
  return { amount, firstPartyFee, additionalPrincipal, locPaysTotalDue: false };
}
