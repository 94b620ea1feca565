/** Test-only: a loan as GET /api/AccountDetails answers it, and its account list entry. */
import type { LoanInformation } from '@/api/accounts/get-account-details';

/** The loan number used by the loan page tests (office 0001, account 734140, check digit 5). */
export const LOAN_NUMBER = '0001-734140-5';

/** A loan answer with every panel field set; override parts per test. */
export function loanInfo(overrides: Partial<LoanInformation> = {}): LoanInformation {
  return {
    HasNoErrors: true,
    Errors: [],
    AccountNumber: LOAN_NUMBER,
    DaysSinceOpened: 400,
    Name: 'José Núñez',
    Address: { Address1: '12 Oak St', City: 'Springfield', State: 'IL', ZipCode: '62701' },
    NextPaymentDate: '2026-12-15',
    NextPaymentAmount: 412.5,
    InterestRate: 6.49,
    CurrentYearToDateInterest: 800.1,
    AvailableCredit: 0,
    LoanOriginationDate: '2024-03-01',
    LateChargesDue: 25.05,
    TotalLoanFees: 45.1,
    OriginalMaturityDate: '2029-03-01',
    LastPaymentDate: '0001-01-01',
    LastPaymentAmount: 0,
    LastYearToDateInterest: 1020,
    PaymentInformation: {
      TotalAmountDue: 437.55,
      DefaultPaymentMethod: { IsCard: true, LastFour: '4242' },
      ScheduledPayments: [],
    },
    Alerts: {
      TextAlerts: { AlertLoanDelinquent: false, EstatementAlert: false },
      EmailAlerts: { AlertLoanDelinquent: true },
    },
    StatementFormat: 'PaperOnly',
    BranchInfo: {
      BranchName: 'Main Street Branch',
      StreetAddress: '100 Main St',
      City: 'Springfield',
      State: 'IL',
      Zip: '62701',
      PhoneNumber: '2175550100',
    },
    ...overrides,
  };
}

/** The account list answer with the loan open (comment '') or closed. */
export function accountList(comment = '') {
  return {
    HasNoErrors: true,
    Errors: [],
    Accounts: [{ Number: LOAN_NUMBER, Type: 0, Description: 'Auto Loan', Comment: comment }],
  };
}
