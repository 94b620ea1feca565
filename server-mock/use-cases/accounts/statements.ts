/**
 * E-statements: the list per account and year (3 years: this one and the two before), and the
 * statement itself as a small PDF built from the stored statement and the history of its period.
 */
import { findOwnedAccount } from '../../store/accounts/accounts-repo.ts';
import { consumeDownloadToken, issueDownloadToken } from '../../store/accounts/download-tokens-repo.ts';
import { listHistory } from '../../store/accounts/history-repo.ts';
import { findOwnedStatement, listStatements, type StoredStatement } from '../../store/accounts/statements-repo.ts';
import { NOT_YOURS, type AccountsContext, type Schemas } from './accounts-context.ts';
import { documentBrand } from './document-brand.ts';
import { amountText } from './history.ts';
import { renderPdf, type PdfBlock } from './render/pdf.ts';
import { statementView } from './statement-views.ts';

/** How many statement years are offered (spec §9). */
export const STATEMENT_YEARS = 3;

/** GET /api/accountEStatements/GetStatementList. Years before (this year - 3) have none (spec §4). */
export async function getStatementList(
  ctx: AccountsContext,
  userName: string,
  accountNumber: string,
  year: number,
): Promise<Schemas['StatementListResponse']> {
  const account = await findOwnedAccount(ctx.db, userName, accountNumber);
  if (!account) return { StatementList: [], HasNoErrors: false, Errors: [{ ErrorMessage: NOT_YOURS }] };
  const thisYear = ctx.clock().getUTCFullYear();
  if (year < thisYear - STATEMENT_YEARS || year > thisYear) return { StatementList: [], HasNoErrors: true, Errors: [] };
  const statements = await listStatements(ctx.db, account.accountNumber, year);
  return { StatementList: statements.map(statementView), HasNoErrors: true, Errors: [] };
}

/** GET /api/AccountEstatements/GetAmsiveStatementUrl: a one-time URL of the statement viewer. */
export async function getStatementUrl(
  ctx: AccountsContext,
  userName: string,
  q: { Id: string; Number: string; Date: string; Type: string },
): Promise<Schemas['StatementUrlResponse']> {
  const statement = await findOwnedStatement(ctx.db, userName, q.Id);
  // A blank URL is the spec's failure signal (the portal throws on it).
  if (!statement || statement.accountNumber !== q.Number) return { StatementUrl: null };
  const token = await issueDownloadToken(ctx.db, userName, 'statement', { id: statement.id }, ctx.clock());
  const query = new URLSearchParams({
    Date: statement.date,
    Number: statement.accountNumber,
    Type: statement.type,
    Id: statement.id,
    token,
  });
  return { StatementUrl: `/api/AccountEstatements/ViewStatement?${query.toString()}` };
}

/** The user a statement-viewer token stands for: a statement URL token, else a session or passable token. */
export async function statementViewer(
  ctx: AccountsContext,
  token: string,
  fallback: (token: string) => Promise<string | undefined>,
): Promise<string | undefined> {
  const issued = await consumeDownloadToken(ctx.db, token, 'statement', ctx.clock());
  return issued ? issued.userName : fallback(token);
}

/** The statement as a PDF; undefined when the statement is not the user's. */
export async function renderStatement(ctx: AccountsContext, userName: string, id: string): Promise<Buffer | undefined> {
  const statement = await findOwnedStatement(ctx.db, userName, id);
  if (!statement) return undefined;
  const account = await findOwnedAccount(ctx.db, userName, statement.accountNumber);
  const rows = (await listHistory(ctx.db, statement.accountNumber, statement.periodStart))
    .filter((r) => r.date <= statement.periodEnd)
    .reverse();
  return renderPdf({
    title: 'Account Statement',
    brand: await documentBrand(ctx),
    blocks: statementBlocks(statement, account?.nameOnAccount ?? '', account?.description ?? '', rows),
  });
}

function statementBlocks(
  s: StoredStatement,
  name: string,
  description: string,
  rows: Awaited<ReturnType<typeof listHistory>>,
): PdfBlock[] {
  return [
    {
      kind: 'details',
      pairs: [
        ['Account', `${s.accountNumber}  ${description}`],
        ['Name', name],
        ['Statement date', s.date],
        ['Period', `${s.periodStart} to ${s.periodEnd}`],
      ],
    },
    {
      kind: 'table',
      table: {
        columns: [
          { heading: 'Date', width: 64 },
          { heading: 'Description', width: '*' },
          { heading: 'Amount', width: 80, align: 'right' },
          { heading: 'Balance', width: 84, align: 'right' },
        ],
        rows: rows.map((r) => [r.date, r.description, amountText(r.total), amountText(r.runningBalance)]),
        emptyText: 'No activity in this period.',
      },
    },
    { kind: 'text', text: `Closing balance: ${amountText(s.closingBalance)}`, bold: true },
  ];
}
