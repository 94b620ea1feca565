/**
 * Test-only: the make-payment screen on the fake API with an account list, payment info per account and
 * saved methods, so component tests drive the real screen, selector and Payment Type section.
 */
import { installFakeApi, type FakeAnswer, type FakeCall, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import type { Account as AccountListEntry } from '@/api/accounts/account-types';
import type { PaymentInfoAnswer } from '@/api/payments/get-payment-info';
import type { PaymentMethodsAnswer } from '@/api/payments/get-payment-methods';
import { renderShell, testLogin } from '@/testing/render-shell';
import type { TestSettings } from '@/testing/render-with-settings';
import { useSessionStore } from '@/session/session-store';
import { MakePaymentPage } from '../make-payment/make-payment-page';
import { paymentDetailsModalLoad } from '../new-method/lazy-payment-details-modal';

/**
 * For a test's afterEach: a payment type chosen starts loading the Payment Details modal's chunk, which must be
 * loaded before the test's environment is torn down (vitest fails the run on an import after teardown).
 */
export async function paymentChunksLoaded(): Promise<void> {
  await paymentDetailsModalLoad()?.catch(() => undefined);
}

/** A loan of the account list. */
export const loanEntry = (Number: string, extra: Partial<AccountListEntry> = {}): AccountListEntry => ({
  Number,
  Type: 0,
  Comment: '',
  Balance: 5000,
  LoanAmountDue: 411.73,
  LoanDueDate: '2026-12-12',
  ...extra,
});

/** A payment-info answer with nothing blocked. */
export const openInfo = (extra: Partial<PaymentInfoAnswer> = {}): PaymentInfoAnswer => ({
  HasNoErrors: true,
  Errors: [],
  EncryptedData: 'token-abc',
  DueDate: '2026-12-12',
  PaymentOptions: { AllowCards: true, AllowACH: true, NumberDaysInPeriod: 30, RecurringAllowed: true },
  ScheduledPayments: [],
  RecurringPayment: null,
  FeesAndCharges: 0,
  ...extra,
});

export const visa = {
  IsCard: true,
  CardInfo: { CardType: 'visa', CardNumber: '1111', ProfileId: 'card-1' },
  AchInfo: null,
} as const;
export const master = {
  IsCard: true,
  CardInfo: { CardType: 'master', CardNumber: '4444', ProfileId: 'card-2' },
  AchInfo: null,
} as const;
export const checking = {
  IsCard: false,
  CardInfo: null,
  AchInfo: { AccountType: 'Checking', AccountNumber: '4321', ProfileId: 'ach-1' },
} as const;

/** Settings where cards (with profiles) and ACH (single use allowed) are both offered. */
export const bothTypes = {
  'generalPaymentOptions.allowCardPaymentsOption': 'true',
  'cardPaymentOptions.allowCardProfilesOption': 'true',
  'achPaymentOptions.allowSingleUseAchOption': 'true',
  'generalPaymentOptions.allowDefaultPaymentOption': 'true',
};

/** What the fake sandbox holds. */
export interface ScreenData {
  accounts: AccountListEntry[];
  info?: (accountNumber: string) => FakeAnswer;
  methods?: () => PaymentMethodsAnswer;
  extraRoutes?: FakeRoutes;
  companyNumber?: number;
}

/** Renders the screen at `path`; returns the recorded calls and the restore function. */
export function renderPaymentScreen(
  data: ScreenData,
  settings: TestSettings['settings'] = bothTypes,
  path = '/myaccount/payment',
) {
  const methods =
    data.methods ??
    (() => ({ HasNoErrors: true, Errors: [], PaymentMethods: [visa, checking], DefaultPaymentMethod: null }));
  const fake = installFakeApi({
    'GET accountList': () => ({ status: 200, data: { HasNoErrors: true, Errors: [], Accounts: data.accounts } }),
    'GET PaymentInformation/GetPaymentInfo': (call: FakeCall) =>
      data.info ? data.info(call.params.accountNumber ?? '') : { status: 200, data: openInfo() },
    'POST PaymentMethod/GetPaymentMethods': () => ({ status: 200, data: methods() }),
    ...data.extraRoutes,
  });
  useSessionStore.getState().setSession({ ...testLogin, CompanyNumber: data.companyNumber ?? 0 });
  const routes = [
    { path: 'myaccount/payment', element: <MakePaymentPage /> },
    { path: 'myaccount/payment/:accountNumber', element: <MakePaymentPage /> },
  ];
  return { calls: fake.calls, restore: fake.restore, ...renderShell(routes, path, { settings }) };
}
