import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';

type Account = {
  Number: string;
  Type: number;
  Comment: string;
  Balance: number;
  LoanPastDue: boolean;
  LoanDueDate: string | null;
  Status: string;
};

describe('accounts routes: list, details and account changes', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const get = async (user: string, path: string) =>
    (await app.call(path, { headers: { UserToken: tokens[user]! } })).json();
  const post = async (user: string, path: string, json: unknown) =>
    app.call(path, { json, headers: { UserToken: tokens[user]! } });
  const accountsOf = async (user: string): Promise<Account[]> => (await get(user, '/api/accountList')).Accounts;

  beforeAll(async () => {
    app = await startTestApp();
    tokens.delinquent = await app.login('delinquent');
    tokens.closed = await app.login('closed.loan', 'Password3!');
    tokens.pastDue = await app.login('past.due', 'Password2!');
    tokens.basic = await app.login('basic.user');
    tokens.none = await app.login('no.accounts', 'Password5!');
    tokens.deposits = await app.login('deposit.only', 'Password6!');
    tokens.biz = await app.login('biz.owner');
    tokens.loc = await app.login('credit.line', 'Password4!');
  }, 180_000);
  afterAll(() => app.close());

  it('when no token is sent then the account list answers 401 Unauthorized', async () => {
    const res = await app.call('/api/accountList');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Unauthorized' }] });
  });

  it('when the delinquent user lists accounts then the loan is past due 60+ days with a due date in the past', async () => {
    const accounts = await accountsOf('delinquent');
    const loan = accounts.find((a) => a.Type === 0)!;
    expect(loan).toMatchObject({ LoanPastDue: true, Status: 'Delinquent', Comment: '' });
    expect(loan.Number).toMatch(/^0004-[0-9]{6}-[0-9]$/);
    const details = (await get('delinquent', `/api/AccountDetails?accountNumber=${loan.Number}`)).Information;
    expect(details.HasNoErrors).toBe(true);
    expect(details.LateChargesDue).toBeGreaterThan(0);
    expect(details.BranchInfo).toMatchObject({
      BranchName: 'San Antonio Military Plaza',
      State: 'TX',
      PhoneNumber: expect.stringMatching(/^[0-9]{10}$/),
    });
    expect(details.BranchInfo.Longitude).toBeLessThan(0);
  });

  it('when the past-due user lists accounts then the loan is past due but not delinquent', async () => {
    const loan = (await accountsOf('pastDue')).find((a) => a.Type === 0)!;
    expect(loan).toMatchObject({ LoanPastDue: true, Status: 'Past Due' });
  });

  it('when the closed-loan user lists accounts then the loan is CLOSED with balance 0 and no due date', async () => {
    const loan = (await accountsOf('closed')).find((a) => a.Type === 0)!;
    expect(loan).toMatchObject({ Comment: 'CLOSED', Balance: 0, LoanDueDate: null });
  });

  it('when the no-accounts user lists accounts then the list is empty; deposit-only has no loans', async () => {
    expect(await accountsOf('none')).toEqual([]);
    const deposits = await accountsOf('deposits');
    expect(deposits.length).toBeGreaterThan(0);
    expect(deposits.every((a) => [1, 3, 5, 6].includes(a.Type))).toBe(true);
  });

  it('when every scenario portfolio is seen then every account type code appears somewhere', async () => {
    const types = new Set<number>();
    for (const user of Object.keys(tokens)) for (const a of await accountsOf(user)) types.add(a.Type);
    expect([...types].sort()).toEqual([0, 1, 3, 5, 6, 7, 8, 9]);
  });

  it('when the line-of-credit user opens the line then available credit is the limit minus the balance', async () => {
    const line = (await accountsOf('loc')).find((a) => a.Type === 9)!;
    const info = (await get('loc', `/api/AccountDetails?accountNumber=${line.Number}`)).Information;
    expect(info.AvailableCredit).toBeCloseTo(5000 - line.Balance, 2);
  });

  it("when another user's account is asked then an error and none of its data", async () => {
    const other = (await accountsOf('delinquent'))[0]!.Number;
    const body = await get('basic', `/api/AccountDetails?accountNumber=${other}`);
    expect(body).toEqual({ Information: { HasNoErrors: false, Errors: [{ ErrorMessage: 'Error' }] } });
    const history = await get('basic', `/api/AccountHistory?accountNumber=${other}&days=30`);
    expect(history).toEqual({ HasNoErrors: false, List: [], Errors: [{ ErrorMessage: 'Error' }] });
  });

  it('when the closed-loan user updates the address then it is refused and nothing changes', async () => {
    const loan = (await accountsOf('closed')).find((a) => a.Type === 0)!;
    const res = await post('closed', '/api/Account/UpdateAddress', {
      AccountNumber: loan.Number,
      Address: { Address1: '1 Main St', City: 'Baton Rouge', State: 'LA', ZipCode: '70801' },
    });
    const body = await res.json();
    expect(body.HasNoErrors).toBe(false);
    expect(body.Errors[0].ErrorMessage).toMatch(/closed/);
    expect(body.Address.Address1).toBe('845 Government St');
  });

  it('when an open loan address is saved then it is answered and kept; a zip of another state is refused', async () => {
    const loan = (await accountsOf('pastDue')).find((a) => a.Type === 0)!;
    const address = { Address1: '3100 W 7th St', City: 'Fort Worth', State: 'TX', ZipCode: '76107' };
    const body = await (
      await post('pastDue', '/api/Account/UpdateAddress', { AccountNumber: loan.Number, Address: address })
    ).json();
    expect(body).toEqual({ HasNoErrors: true, Errors: [], Address: address });
    expect((await get('pastDue', `/api/AccountDetails?accountNumber=${loan.Number}`)).Information.Address).toEqual(
      address,
    );
    const wrong = await (
      await post('pastDue', '/api/Account/UpdateAddress', {
        AccountNumber: loan.Number,
        Address: { ...address, ZipCode: '10001' },
      })
    ).json();
    expect(wrong.Errors[0].ErrorMessage).toBe('City is not found within the specified zip code.');
  });

  it("when the city is not the zip code's city then it is refused; the same city in other letter case passes", async () => {
    const loan = (await accountsOf('pastDue')).find((a) => a.Type === 0)!;
    const address = { Address1: '3100 W 7th St', City: 'Dallas', State: 'TX', ZipCode: '76107' };
    const wrong = await (
      await post('pastDue', '/api/Account/UpdateAddress', { AccountNumber: loan.Number, Address: address })
    ).json();
    expect(wrong.Errors[0].ErrorMessage).toBe('City is not found within the specified zip code.');
    const right = await (
      await post('pastDue', '/api/Account/UpdateAddress', {
        AccountNumber: loan.Number,
        Address: { ...address, City: 'FORT WORTH' },
      })
    ).json();
    expect(right.HasNoErrors).toBe(true);
  });

  it('when the address breaks the limits (city over 20, zip not 5 digits) then 400 names the field', async () => {
    const loan = (await accountsOf('pastDue')).find((a) => a.Type === 0)!;
    const res = await post('pastDue', '/api/Account/UpdateAddress', {
      AccountNumber: loan.Number,
      Address: { Address1: 'x', City: 'A city name that is too long', State: 'TX', ZipCode: '7610' },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/body\.Address\.(City|ZipCode)/);
  });

  it('when an account is hidden then it leaves the account list', async () => {
    const savings = (await accountsOf('biz')).find((a) => a.Type === 1)!;
    expect(
      (await (await post('biz', '/api/Account/ShowHideAccount', { AccountNumber: savings.Number })).json()).HasNoErrors,
    ).toBe(true);
    expect((await accountsOf('biz')).map((a) => a.Number)).not.toContain(savings.Number);
  });

  it('when alerts are saved with a ticked due-date alert and no days then it defaults to 15 days before', async () => {
    const loan = (await accountsOf('basic')).find((a) => a.Type === 0)!;
    const res = await post('basic', '/api/AccountAlerts', {
      AccountNumber: loan.Number,
      TextAlerts: { AlertLoanDelinquent: true },
      EmailAlerts: { AlertLoanDueDate2: true, AlertLoanDueDate2Days: null },
    });
    expect(await res.json()).toEqual({ HasNoErrors: true, Errors: [] });
    const alerts = (await get('basic', `/api/AccountDetails?accountNumber=${loan.Number}`)).Information.Alerts;
    expect(alerts.EmailAlerts).toMatchObject({
      AlertLoanDueDate2: true,
      AlertLoanDueDate2Days: 15,
      AlertLoanDueDate2Before: true,
    });
    expect(alerts.TextAlerts.AlertLoanDelinquent).toBe(true);
  });

  it('when the statement format is set to paper then the account list shows PaperOnly', async () => {
    const loan = (await accountsOf('basic')).find((a) => a.Type === 0)!;
    await post('basic', '/api/AccountEStatements/SetStatementFormat', {
      AccountNumber: loan.Number,
      AccountType: 0,
      Format: 'PaperOnly',
    });
    expect((await accountsOf('basic')).find((a) => a.Number === loan.Number)).toMatchObject({
      StatementPreference: 'PaperOnly',
    });
  });

  it('when insurance is asked for an open installment loan then rows with type, individual/joint, premium and coverage come back', async () => {
    const loan = (await accountsOf('basic')).find((a) => a.Type === 0)!;
    const body = await (
      await post('basic', '/api/Insurance/GetInsuranceInformation', { accountNumber: loan.Number })
    ).json();
    expect(body.Insurances).toEqual([
      expect.objectContaining({ Type: 'Credit Life', IsIndividual: 1 }),
      expect.objectContaining({ Type: 'GAP Protection', IsIndividual: 2 }),
    ]);
  });
});
