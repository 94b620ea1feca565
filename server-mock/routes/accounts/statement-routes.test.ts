import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../testing/pdf-text.ts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';

type Row = {
  TransactionDate: string;
  PrincipalAmount: number;
  TotalPaymentAmount: number;
  RunningPrincipalBalance: number;
};
type Account = { Number: string; Type: number; Balance: number };

describe('accounts routes: statements, history and payoff breakdown', () => {
  let app: TestApp;
  let token = '';
  let loan: Account;
  let savings: Account;
  const get = (path: string) => app.call(path, { headers: { UserToken: token } });
  const post = (path: string, json: unknown) => app.call(path, { json, headers: { UserToken: token } });

  beforeAll(async () => {
    app = await startTestApp();
    token = await app.login('delinquent');
    const accounts: Account[] = (await (await get('/api/accountList')).json()).Accounts;
    loan = accounts.find((a) => a.Type === 0)!;
    savings = accounts.find((a) => a.Type === 1)!;
  }, 180_000);
  afterAll(() => app.close());

  it('when the statement list is asked for each of the 3 years then each year has monthly statements', async () => {
    const year = new Date().getUTCFullYear();
    const counts: number[] = [];
    for (const y of [year - 2, year - 1]) {
      const body = await (
        await get(`/api/accountEStatements/GetStatementList?AccountNumber=${loan.Number}&Year=${y}`)
      ).json();
      counts.push(body.StatementList.length);
      expect(body.StatementList[0]).toMatchObject({ Number: loan.Number, Provider: 0, Date: `${y}-12-31` });
    }
    expect(counts).toEqual([12, 12]);
    const old = await (
      await get(`/api/accountEStatements/GetStatementList?AccountNumber=${loan.Number}&Year=${year - 5}`)
    ).json();
    expect(old.StatementList).toEqual([]);
  });

  it('when a statement URL is asked then it opens a PDF once, in a new window without the header', async () => {
    const year = new Date().getUTCFullYear() - 1;
    const [s] = (
      await (await get(`/api/accountEStatements/GetStatementList?AccountNumber=${loan.Number}&Year=${year}`)).json()
    ).StatementList;
    const q = new URLSearchParams({ Date: s.Date, Number: s.Number, Type: s.Type, Id: s.Id });
    const { StatementUrl } = await (await get(`/api/AccountEstatements/GetAmsiveStatementUrl?${q.toString()}`)).json();
    const res = await app.call(StatementUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/pdf/);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await app.call(StatementUrl)).status).toBe(401);
  });

  it('when loan history is read for all days then running balances add up to the balance', async () => {
    const body = await (await get(`/api/AccountHistory?accountNumber=${loan.Number}&days=36500`)).json();
    const rows: Row[] = [...body.List].reverse();
    expect(rows[0]!.TransactionDate < rows.at(-1)!.TransactionDate).toBe(true);
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.RunningPrincipalBalance).toBeCloseTo(
        rows[i - 1]!.RunningPrincipalBalance - rows[i]!.PrincipalAmount,
        2,
      );
    }
    expect(rows.at(-1)!.RunningPrincipalBalance).toBeCloseTo(loan.Balance, 2);
  });

  it('when deposit history is read then each row adds its total to the running balance, ending at the balance', async () => {
    const rows: Row[] = [
      ...(await (await get(`/api/AccountHistory?accountNumber=${savings.Number}&days=36500`)).json()).List,
    ].reverse();
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.RunningPrincipalBalance).toBeCloseTo(
        rows[i - 1]!.RunningPrincipalBalance + rows[i]!.TotalPaymentAmount,
        2,
      );
    }
    expect(rows.at(-1)!.RunningPrincipalBalance).toBeCloseTo(savings.Balance, 2);
  });

  it('when history is asked for 30 then 90 days then the shorter window has fewer rows, all within it', async () => {
    const d30: Row[] = (await (await get(`/api/AccountHistory?accountNumber=${savings.Number}&days=30`)).json()).List;
    const d90: Row[] = (await (await get(`/api/AccountHistory?accountNumber=${savings.Number}&days=90`)).json()).List;
    expect(d30.length).toBeLessThan(d90.length);
    const from = new Date(Date.now() - 31 * 86_400_000).toISOString().slice(0, 10);
    expect(d30.every((r) => r.TransactionDate >= from)).toBe(true);
  });

  it('when a CSV download token is used then the CSV arrives once and the token is then refused', async () => {
    const tokenRes = await post('/api/AccountHistory/RetrieveDownloadToken', {
      AccountNumber: savings.Number,
      DaysOfHistory: 90,
      DownloadType: 0,
    });
    const download = await tokenRes.text();
    const res = await app.call(`/api/AccountHistory/DownloadAccountHistory?token=${download}`);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const csv = await res.text();
    expect(csv.split('\r\n')[0]).toBe(
      // Text cells are quoted (decision 351); the header is the table's column labels (decision 363).
      '"Date","Time","Description","Principal","Interest","Other","Total Payment","Principal Balance"',
    );
    expect((await app.call(`/api/AccountHistory/DownloadAccountHistory?token=${download}`)).status).toBe(401);
  });

  it('when a PDF download token is used then a PDF arrives', async () => {
    const download = await (
      await post('/api/AccountHistory/RetrieveDownloadToken', {
        AccountNumber: loan.Number,
        DaysOfHistory: 90,
        DownloadType: 1,
      })
    ).text();
    const res = await app.call(`/api/AccountHistory/DownloadAccountHistory?token=${download}`);
    expect(res.headers.get('content-type')).toMatch(/application\/pdf/);
  });

  it("when a download token is asked for another user's account then 404", async () => {
    const other = await app.login('basic.user');
    const res = await app.call('/api/AccountHistory/RetrieveDownloadToken', {
      json: { AccountNumber: loan.Number, DaysOfHistory: 30, DownloadType: 0 },
      headers: { UserToken: other },
    });
    expect(res.status).toBe(404);
  });

  it('when a payoff breakdown is downloaded then it is a PDF with the quote; a past date is refused', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const tokenText = await (
      await post('/api/PaymentInformation/RetrieveDownloadToken', { AccountNumber: loan.Number, EffectiveDate: today })
    ).json();
    const res = await app.call(`/api/PaymentInformation/DownloadPayoffQuoteBreakdown?downloadToken=${tokenText}`);
    expect(res.status).toBe(200);
    expect((await pdfPageTexts(Buffer.from(await res.arrayBuffer())))[0]).toContain('Total payoff amount');
    const past = await post('/api/PaymentInformation/RetrieveDownloadToken', {
      AccountNumber: loan.Number,
      EffectiveDate: '2001-01-01',
    });
    expect(past.status).toBe(400);
  });
});
