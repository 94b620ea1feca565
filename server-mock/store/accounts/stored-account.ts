/**
 * An account as the sandbox keeps it (table `accounts`, this object in its `data` jsonb column).
 * Shared by the accounts area (list, details, history, statements) and the payments area
 * (payment info, payoff quotes, blocks), so both read one truth.
 */

/** Host type codes: 0 loan; 9 line of credit; 1, 3, 5, 6 deposit; 7, 8 investment. */
export type AccountTypeCode = 0 | 1 | 3 | 5 | 6 | 7 | 8 | 9;

export interface StoredAddress {
  address1: string;
  city: string;
  /** Two-letter state code. */
  state: string;
  /** Five digits. */
  zipCode: string;
}

/** Loan and line-of-credit facts; absent on deposits and investments. */
export interface StoredLoanFacts {
  monthlyInstallment: number;
  /** Amount due on the next due date (LoanAmountDue). */
  amountDue: number;
  /** Next due date, yyyy-MM-dd. */
  dueDate: string;
  pastDue: boolean;
  pastDueAmount: number;
  daysPastDue: number;
  delinquent: boolean;
  feesDue: number;
  lateChargesDue: number;
  totalLoanFees: number;
  /** Principal plus interest to date; payoff quotes add per-diem interest from here. */
  payoffAmount: number;
  originalAmount: number;
  originationDate: string;
  maturityDate: string;
  lastPaymentDate: string;
  lastPaymentAmount: number;
  currentYearToDateInterest: number;
  lastYearToDateInterest: number;
  billingFrequency: 'Monthly' | 'SemiMonthly' | 'BiWeekly' | 'Weekly';
  /** 1 or 2 (small-dollar windows of 4 or 7 days). */
  mailPreference: 1 | 2;
  /** Lines of credit only. */
  creditLimit?: number;
  availableCredit?: number;
  /** What the host allows for this loan. */
  payment: {
    allowCards: boolean;
    allowAch: boolean;
    blockCardPayment: boolean;
    blockAchPayment: boolean;
    recurringAllowed: boolean;
    /** Payoff quotes refused for this loan (scenario tag payoff-locked). */
    payoffLocked: boolean;
    /** 'InterestTooHighForDelayedPayment' means only immediate payments. */
    restrictionCode: string;
    /** Host hold codes; 48 blocks ACH or card per settings. */
    holdCodes: number[];
    /** Payment blocked for the account (PaymentBlocked). */
    paymentBlocked: boolean;
    /**
     * This loan's own ACH cut-off "HH:mm", over the institution's AchCutoffTime (scenario tag cutoff; decision 160).
     */
    achCutoffTime?: string;
  };
}

export interface StoredAccount {
  /** office-number-checkdigit with the institution's lengths, e.g. '0101-100234-7'. */
  accountNumber: string;
  /** Owner's logon name (lower case). */
  userName: string;
  typeCode: AccountTypeCode;
  /** Product name shown to the borrower, e.g. 'Auto Loan', 'Savings'. */
  description: string;
  /** Host comment: '' | 'nox$' | 'irso' open; containing 'CLOSED' marks a closed account. */
  comment: string;
  /** Host status text; empty shows Current. */
  status: string;
  hidden: boolean;
  balance: number;
  availableBalance: number;
  /** Percent as the host sends it, e.g. 6.49. */
  rate: number;
  statementPreference: 'ElectronicOnly' | 'PaperOnly';
  nameOnAccount: string;
  /** yyyy-MM-dd */
  openedOn: string;
  address: StoredAddress;
  loan?: StoredLoanFacts;
}
