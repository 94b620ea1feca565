/** Test fixtures for the payment steps: a loan, methods and a render with a fresh query client. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderWithSettings } from '@/testing/render-with-settings';
import type { ChosenMethod, PaymentInfo, SelectedLoan } from '../make-payment/payment-steps';

/** Tuesday 2026-11-24: Thanksgiving is Thursday the 26th, the due date 2026-12-10. */
export const TODAY = '2026-11-24';

/** A monthly loan with a regular payment of 250.00, 600.00 due and 5,000.00 to pay off. */
export function loanFixture(info: Partial<PaymentInfo> = {}, accountType = 0): SelectedLoan {
  return {
    accountNumber: '12-3456-7',
    accountType,
    cardBlocked: false,
    achBlocked: false,
    info: {
      HasNoErrors: true,
      Errors: [],
      DueDate: '2026-12-10',
      PaymentDetails: { LoanAccountNumber: '12-3456-7', PaymentAmount: 250, PaymentDate: TODAY },
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
      Delinquent: false,
      TotalAmountDue: 600,
      PayOffAmount: 5000,
      CurrentWithFeesDue: 600,
      LoanBillingFrequency: 'Monthly',
      NonPaymentDays: ['2026-11-26', '2026-12-25'],
      NonSchedulablePaymentDays: [],
      MailPreference: 1,
      ...info,
    },
  };
}

/** A saved checking account. */
export const achMethod: ChosenMethod = {
  kind: 'ach',
  source: 'saved',
  ach: { AccountType: 'Checking', AccountNumber: '6789', ProfileId: 'p1' },
};
/** A saved debit card. */
export const cardMethod: ChosenMethod = {
  kind: 'card',
  source: 'saved',
  card: { CardType: 'visa', CardNumber: '4242', ProfileId: 'c1', DebitCreditType: 'DebitCard' },
};

/** Renders with settings and a query client of its own (no cache shared between tests). */
export function renderPaymentStep(ui: ReactElement, settings: Record<string, string> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    client,
    ...renderWithSettings(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, { settings }),
  };
}
