/* eslint-disable @typescript-eslint/no-explicit-any -- read loosely; expect and the contract validator check */
/**
 * Shared setup of the payments handler tests: a test app with a pinned clock (a Tuesday, so dates
 * are stable), the institution's payment settings switched on, and small call helpers.
 */
import { expect } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';

/** "Now" of every payments test: Tuesday 9 June 2026, 10:00 local. */
export const TEST_NOW = new Date(2026, 5, 9, 10, 0, 0);
/** Today as the API writes it. */
export const TODAY = '2026-06-09';

/** Settings the payments tests run under (everything the flows need switched on). */
export const PAYMENT_SETTINGS: Record<string, string> = {
  'generalPaymentOptions.allowCardPaymentsOption': 'true',
  'generalPaymentOptions.allowVisaOption': 'true',
  'generalPaymentOptions.allowMasterCardOption': 'true',
  'generalPaymentOptions.allowAmexOption': 'true',
  'generalPaymentOptions.allowDiscoverOption': 'true',
  'cardPaymentOptions.allowCardProfilesOption': 'true',
  'scheduledPaymentOptions.allowScheduledCardPaymentsOption': 'true',
  'scheduledPaymentOptions.allowScheduledAchPaymentsOption': 'true',
  'scheduledPaymentOptions.allowScheduledPaymentDeleteOption': 'true',
  'recurringPaymentOptions.allowAchRecurringOption': 'true',
  'recurringPaymentOptions.allowRecurringCardPaymentsOption': 'true',
  'recurringPaymentOptions.allowMonthlyOnDateOption': 'true',
  'recurringPaymentOptions.allowDaysBeforeDueOption': 'true',
  'recurringPaymentOptions.allowRecurringPaymentDeleteOption': 'true',
};

/** A started app with payment settings on. */
export async function startPaymentsApp(options: { collectLogs?: boolean } = {}): Promise<TestApp> {
  const app = await startTestApp({ clock: () => new Date(TEST_NOW), ...options });
  const res = await app.call('/__mock/settings', { method: 'PUT', json: { settings: PAYMENT_SETTINGS } });
  expect(res.status).toBe(204);
  return app;
}

/** A signed-in caller of one user. */
export interface PaymentsCaller {
  token: string;
  get(path: string): Promise<{ status: number; body: any }>;
  post(path: string, json: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
  del(path: string): Promise<{ status: number; body: any }>;
  /** The user's first open loan number, from the accounts table. */
  loanNumber(): Promise<string>;
}

/** Logs in and wraps calls with the user's token. */
export async function callerFor(app: TestApp, username: string): Promise<PaymentsCaller> {
  const token = await app.login(username);
  const send = async (path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> }) => {
    const res = await app.call(path, { ...init, headers: { UserToken: token, ...init.headers } });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // HTML pages stay text
    }
    return { status: res.status, body: body as any };
  };
  return {
    token,
    get: (path) => send(path, {}),
    post: (path, json, headers = {}) => send(path, { json, headers }),
    del: (path) => send(path, { method: 'DELETE' }),
    loanNumber: async () => {
      const rows = await app.ctx.db.query<{ account_number: string }>(
        `select account_number from accounts where user_name = $1 and type_code = 0 and data->>'comment' not ilike '%closed%' order by account_number limit 1`,
        [username.toLowerCase()],
      );
      if (!rows[0]) throw new Error(`${username} has no open loan`);
      return rows[0].account_number;
    },
  };
}

/** A user's loan, its payment info and saved methods. */
export async function loanOf(c: PaymentsCaller) {
  const loan = await c.loanNumber();
  const info = (await c.get(`/api/PaymentInformation/GetPaymentInfo?accountNumber=${loan}`)).body;
  const methods = (await c.post('/api/PaymentMethod/GetPaymentMethods', { AccountNumber: loan })).body
    .PaymentMethods as any[];
  return { loan, info, card: methods.find((m) => m.IsCard).CardInfo, ach: methods.find((m) => !m.IsCard).AchInfo };
}

/** A submit body for one payment of `o.amount` on `o.date` with the given method. */
export function submitBody(o: {
  user: string;
  loan: string;
  token: string;
  date: string;
  amount: number;
  isCard: boolean;
  method: any;
  payoff?: boolean;
}) {
  return {
    EncryptedData: o.token,
    Payment: {
      LogonName: o.user,
      Details: {
        PaymentDate: o.date,
        LoanAccountNumber: o.loan,
        Company: 0,
        PaymentAmount: o.amount,
        FirstPartyFee: 0,
        ThirdPartyFee: 0,
        AdditionalPrincipalAmount: 0,
        CurrentWithFeesDue: false,
      },
      AccountType: 0,
      IsPayoff: o.payoff ?? false,
      Method: o.isCard ? { IsCard: true, CardInfo: o.method } : { IsCard: false, AchInfo: o.method },
    },
  };
}

/** The settings overrides the kit applied (PUT replaces them all). */
export async function currentOverrides(app: TestApp): Promise<Record<string, string>> {
  const [row] = await app.ctx.db.query<{ setting_overrides: Record<string, string> }>(
    'select setting_overrides from institution_state',
  );
  return row!.setting_overrides;
}
