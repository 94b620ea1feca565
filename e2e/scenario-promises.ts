/**
 * What each scenario tag promises, checked through the sandbox over HTTP with the user's own session
 * (e2e/scenarios.spec.ts). Used for states whose portal screens come in later issues.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { SSO_DEMO_TOKEN } from '../server-mock/scenarios/access-scenarios.ts';
import { e2eNow } from './e2e-clock.ts';
import { codesMailedTo } from './outbox.ts';
import type { Scenario, ScenarioTag } from '../server-mock/scenarios/scenario-types.ts';

interface Account {
  Number: string;
  Type: number;
  Comment: string;
  Balance?: number;
  LoanPastDue?: boolean;
  FeesDue?: number;
}
interface LoginAnswer {
  IsLoggedIn?: boolean;
  UserToken?: string;
  Errors?: { ErrorMessage: string }[];
  [field: string]: unknown;
}

async function apiLogin(request: APIRequestContext, user: Scenario): Promise<{ status: number; answer: LoginAnswer }> {
  const res = await request.post('/api/login/userlogin', {
    data: { username: user.username, password: user.password },
  });
  return { status: res.status(), answer: (await res.json()) as LoginAnswer };
}

/** Logs in over HTTP and answers the session token (the user must have no login steps). */
async function sessionOf(request: APIRequestContext, user: Scenario): Promise<string> {
  const { status, answer } = await apiLogin(request, user);
  expect(status, `login of ${user.username}: ${JSON.stringify(answer)}`).toBe(200);
  expect(answer.UserToken, `login of ${user.username} gives a token`).toEqual(expect.any(String));
  return answer.UserToken!;
}

async function getJson<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const res = await request.get(path, { headers: { UserToken: token } });
  const text = await res.text();
  expect(res.status(), `GET ${path}: ${text.slice(0, 300)}`).toBe(200);
  return JSON.parse(text) as T;
}

const accountsOf = async (request: APIRequestContext, token: string) =>
  (await getJson<{ Accounts: Account[] }>(request, '/api/accountList', token)).Accounts;

/** The user's first open loan (type 0): the account the payment states are seeded on. */
async function loanOf(request: APIRequestContext, user: Scenario, token: string): Promise<Account> {
  const accounts = await accountsOf(request, token);
  const loan = accounts.find((a) => a.Type === 0 && !/closed/i.test(a.Comment));
  expect(
    loan,
    `${user.username} has an open loan; accounts: ${JSON.stringify(accounts.map((a) => [a.Number, a.Type]))}`,
  ).toBeDefined();
  return loan!;
}

const paymentInfo = async (request: APIRequestContext, user: Scenario, token: string) =>
  getJson<Record<string, unknown>>(
    request,
    `/api/PaymentInformation/GetPaymentInfo?accountNumber=${encodeURIComponent((await loanOf(request, user, token)).Number)}`,
    token,
  );

/** Asserts one promised state for one user. */
export type Check = (request: APIRequestContext, user: Scenario) => Promise<void>;

/** What each tag promises, asserted over HTTP. */
export const checks: Partial<Record<ScenarioTag, { then: string; check: Check }>> = {
  mfa: {
    then: 'the login asks for a code and a 6-digit code lands in the outbox',
    check: async (request, user) => {
      const { status, answer } = await apiLogin(request, user);
      expect(status, JSON.stringify(answer)).toBe(200);
      expect(answer.IsTrustedDevice, 'IsTrustedDevice').toBe(false);
      const codes = await codesMailedTo(user.person.emailAddress);
      expect(codes.at(-1), `codes mailed to ${user.person.emailAddress}`).toMatch(/^\d{6}$/);
    },
  },
  'ssn-check': { then: 'the login says the e-mail is not verified', check: loginField('EmailIsVerified', false) },
  'must-change-password': {
    then: 'the login says MustChangePassword with a change-password token',
    check: async (request, user) => {
      const { answer } = await apiLogin(request, user);
      expect(answer.MustChangePassword, JSON.stringify(answer)).toBe(true);
      expect(answer.ChangePasswordToken, 'ChangePasswordToken').toEqual(expect.any(String));
    },
  },
  'no-secret-question': {
    then: 'the login says HasPasswordQuestion false',
    check: loginField('HasPasswordQuestion', false),
  },
  agreements: {
    then: 'the login agreement is still needed',
    check: async (request, user) => {
      const token = (await apiLogin(request, user)).answer.UserToken ?? '';
      const needed = await getJson<{ Agreements: unknown[] }>(
        request,
        `/api/AgreementLogging/GetNeededAgreements?whenToAgree=0&userName=${user.username}`,
        token,
      );
      expect(needed.Agreements.length, JSON.stringify(needed)).toBeGreaterThan(0);
    },
  },
  locked: { then: 'the login answers 403 LockedOnBadPassword', check: refusedWith('LockedOnBadPassword') },
  restricted: { then: 'the login answers 403 Restricted', check: refusedWith('Restricted') },
  'no-email': {
    then: 'the login (MFA off) succeeds with no e-mail address',
    check: async (request, user) => {
      const { status, answer } = await apiLogin(request, user);
      expect(status, JSON.stringify(answer)).toBe(200);
      expect(answer.EmailAddress ?? '', 'EmailAddress').toBe('');
    },
  },
  sso: {
    then: 'the password login answers LogonNotAllowed and the SSO token signs in',
    check: async (request, user) => {
      await refusedWith('LogonNotAllowed')(request, user);
      const res = await request.post('/api/Login/SsoLogin', { data: { Token: SSO_DEMO_TOKEN, Channel: 'Web' } });
      const answer = (await res.json()) as LoginAnswer;
      expect(answer.IsLoggedIn, JSON.stringify(answer)).toBe(true);
    },
  },
  business: {
    then: 'the login carries a company number',
    check: async (r, u) => expect((await apiLogin(r, u)).answer.CompanyNumber).not.toBe(0),
  },
  delinquent: {
    then: 'a loan is past due with fees due',
    check: accounts((a) => a.some((x) => x.LoanPastDue === true && (x.FeesDue ?? 0) > 0)),
  },
  'past-due': { then: 'a loan is past due', check: accounts((a) => a.some((x) => x.LoanPastDue === true)) },
  'closed-loan': {
    then: 'a loan is closed with a zero balance',
    check: accounts((a) => a.some((x) => /closed/i.test(x.Comment) && (x.Balance ?? 0) === 0)),
  },
  'line-of-credit': {
    then: 'a line of credit (type 9) is listed',
    check: accounts((a) => a.some((x) => x.Type === 9)),
  },
  'no-accounts': { then: 'the account list is empty', check: accounts((a) => a.length === 0) },
  'deposit-only': {
    then: 'only deposit accounts are listed',
    check: accounts((a) => a.length > 0 && a.every((x) => [1, 3, 5, 6].includes(x.Type))),
  },
  'payoff-locked': {
    then: 'the payoff quote is refused',
    check: async (request, user) => {
      const token = await sessionOf(request, user);
      const loan = await loanOf(request, user, token);
      const today = e2eNow().toISOString().slice(0, 10);
      const res = await request.get(
        `/api/PaymentInformation/GetPayOffQuote?AccountNumber=${encodeURIComponent(loan.Number)}&PayOffDate=${today}`,
        { headers: { UserToken: token } },
      );
      const quote = (await res.json()) as { HasNoErrors: boolean; Errors: unknown[] };
      expect(quote.HasNoErrors, JSON.stringify(quote)).toBe(false);
      expect(quote.Errors.length).toBeGreaterThan(0);
    },
  },
  'has-recurring': { then: 'payment info lists a recurring payment', check: info((i) => i.RecurringPayment != null) },
  'has-scheduled': {
    then: 'payment info lists a scheduled payment',
    check: info((i) => Array.isArray(i.ScheduledPayments) && i.ScheduledPayments.length > 0),
  },
  'card-blocked': {
    then: 'payment info blocks cards',
    check: info(
      (i) => i.blockCardPayment === true || (i.PaymentOptions as { AllowCards?: boolean })?.AllowCards === false,
    ),
  },
  'ach-blocked': {
    then: 'payment info blocks ACH',
    check: info((i) => i.blockAchPayment === true || (i.PaymentOptions as { AllowACH?: boolean })?.AllowACH === false),
  },
  holiday: {
    then: 'the due date is one of the non-payment days',
    check: info((i) => Array.isArray(i.NonPaymentDays) && i.NonPaymentDays.includes(i.DueDate)),
  },
  cutoff: {
    then: 'immediate ACH is past the cut-off',
    check: info(
      (i) =>
        i.BlockImmediateACHPaymentsAfterCutoffTime === true &&
        typeof i.AdjustedACHPaymentDateAfterCutoffTime === 'string',
    ),
  },
  'small-dollar': {
    then: 'the loan has mail preference 2 (7-day small-dollar window)',
    check: info((i) => i.MailPreference === 2),
  },
};

function loginField(field: string, value: unknown): Check {
  return async (request, user) => {
    const { status, answer } = await apiLogin(request, user);
    expect(status, JSON.stringify(answer)).toBe(200);
    expect(answer[field], `${field} in ${JSON.stringify(answer)}`).toBe(value);
  };
}

function refusedWith(code: string): Check {
  return async (request, user) => {
    const { status, answer } = await apiLogin(request, user);
    expect({ status, code: answer.Errors?.[0]?.ErrorMessage }).toEqual({ status: 403, code });
  };
}

function accounts(holds: (list: Account[]) => boolean): Check {
  return async (request, user) => {
    const list = await accountsOf(request, await sessionOf(request, user));
    expect(holds(list), `accounts of ${user.username}: ${JSON.stringify(list).slice(0, 600)}`).toBe(true);
  };
}

function info(holds: (paymentInfo: Record<string, unknown>) => boolean): Check {
  return async (request, user) => {
    const answer = await paymentInfo(request, user, await sessionOf(request, user));
    expect(holds(answer), `payment info of ${user.username}: ${JSON.stringify(answer).slice(0, 600)}`).toBe(true);
  };
}
