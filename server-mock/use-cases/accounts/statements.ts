/**
 * E-statements: the list per account and year (3 years: this one and the two before), and the
 * statement itself as a small PDF built from the stored statement and the history of its period.
 */
import { findOwnedAccount } from '../../store/accounts/accounts-repo.ts';
import { consumeDownloadToken, issueDownloadToken } from '../../store/accounts/download-tokens-repo.ts';
import { listHistory } from '../../store/accounts/history-repo.ts';
import { findOwnedStatement, listStatements, type StoredStatement } from '../../store/accounts/statements-repo.ts';
import { NOT_YOURS, type AccountsContext, type Schemas } from './accounts-context.ts';
import { renderPdf } from './render/pdf.ts';
import { statementView } from './statement-views.ts';

/** How many statement years are offered (spec §9). */
export const STATEMENT_YEARS = 3;

/** GET /api/accountEStatements/GetStatementList. Years before (this year - 3) have none (spec §4). */
export async function getStatementList(ctx: AccountsContext, userName: string, accountNumber: string, year: number): Promise<Schemas['StatementListResponse']> {
  const account = await findOwnedAccount(ctx.db, userName, accountNumber);
  if (!account) return { StatementList: [], HasNoErrors: false, Errors: [{ ErrorMessage: NOT_YOURS }] };
  const thisYear = ctx.clock().getUTCFullYear();
  if (year < thisYear - STATEMENT_YEARS || year > thisYear) return { StatementList: [], HasNoErrors: true, Errors: [] };
  const statements = await listStatements(ctx.db, account.accountNumber, year);
  return { StatementList: statements.map(statementView), HasNoErrors: true, Errors: [] };
}

/** GET /api/AccountEstatements/GetAmsiveStatementUrl: a one-time URL of the statement viewer. */
export async function getStatementUrl(ctx: AccountsContext, userName: string, q: { Id: string; Number: string; Date: string; Type: string }): Promise<Schemas['StatementUrlResponse']> {
  const statement = await findOwnedStatement(ctx.db, userName, q.Id);
  // A blank URL is the spec's failure signal (the portal throws on it).
  if (!statement || statement.accountNumber !== q.Number) return { StatementUrl: null };
  const token = await issueDownloadToken(ctx.db, userName, 'statement', { id: statement.id }, ctx.clock());
  const query = new URLSearchParams({ Date: statement.date, Number: statement.accountNumber, Type: statement.type, Id: statement.id, token });
  return { StatementUrl: `/api/AccountEstatements/ViewStatement?${query.toString()}` };
}

/** The user a statement-viewer token stands for: a statement URL token, else a session or passable token. */
export async function statementViewer(ctx: AccountsContext, token: string, fallback: (token: string) => Promise<string | undefined>): Promise<string | undefined> {
  const issued = await consumeDownloadToken(ctx.db, token, 'statement', ctx.clock());
  return issued ? issued.userName : fallback(token);
}

const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The statement as a PDF; undefined when the statement is not the user's. */
export async function renderStatement(ctx: AccountsContext, userName: string, id: string): Promise<Buffer | undefined> {
  const statement = await findOwnedStatement(ctx.db, userName, id);
  if (!statement) return undefined;
  const account = await findOwnedAccount(ctx.db, userName, statement.accountNumber);
  const rows = (await listHistory(ctx.db, statement.accountNumber, statement.periodStart)).filter((r) => r.date <= statement.periodEnd).reverse();
  return renderPdf(`Account Statement - ${statement.periodStart} to ${statement.periodEnd}`, statementLines(statement, account?.nameOnAccount ?? '', account?.description ?? '', rows));
}

function statementLines(s: StoredStatement, name: string, description: string, rows: Awaited<ReturnType<typeof listHistory>>): string[] {
  return [
    `Account: ${s.accountNumber}  ${description}`,
    `Name: ${name}`,
    `Statement date: ${s.date}`,
    '',
    'Date        Description                              Amount      Balance',
    ...rows.map((r) => `${r.date}  ${r.description.padEnd(38).slice(0, 38)}  ${money(r.total).padStart(10)}  ${money(r.runningBalance).padStart(11)}`),
    ...(rows.length === 0 ? ['No activity in this period.'] : []),
    '',
    `Closing balance: ${money(s.closingBalance)}`,
  ];
}
