/**
 * Account history: rows of the last N days with running balances (spec §2), and the CSV/PDF
 * download through a short-lived single-use token. For loans a row's PrincipalAmount lowers the
 * running balance; for deposits its TotalPaymentAmount raises it.
 */
import { addDays } from '../../../schemas/src/rules/calendar.ts';
import { dateText } from '../../../schemas/src/rules/host-format.ts';
import { sandboxToday } from '../../sandbox-clock.ts';
import { findOwnedAccount } from '../../store/accounts/accounts-repo.ts';
import { consumeDownloadToken, issueDownloadToken } from '../../store/accounts/download-tokens-repo.ts';
import { listHistory } from '../../store/accounts/history-repo.ts';
import type { SeedHistoryRow } from '../../store/accounts/history-repo.ts';
import type { SettingKey } from '../../../schemas/src/settings/generated/setting-key.ts';
import type { SettingsReader } from '../../../schemas/src/settings/reader.ts';
import { accountsSettings, NOT_YOURS, type AccountsContext, type Schemas } from './accounts-context.ts';
import { documentBrand } from './document-brand.ts';
import { renderCsv } from './render/csv.ts';
import { renderPdf } from './render/pdf.ts';
import type { PdfColumn } from './render/pdf-table.ts';

/** Download formats (spec §3): Csv 0, Pdf 1. */
export const DownloadType = { Csv: 0, Pdf: 1 } as const;

function rowView(r: SeedHistoryRow): Schemas['HistoryRow'] {
  return {
    TransactionDate: r.date,
    TransactionTime: r.time,
    TransactionDescription: r.description,
    PrincipalAmount: r.principal,
    InterestAmount: r.interest,
    OtherAmount: r.other,
    TotalPaymentAmount: r.total,
    RunningPrincipalBalance: r.runningBalance,
  };
}

async function rowsOf(ctx: AccountsContext, accountNumber: string, days: number): Promise<SeedHistoryRow[]> {
  return listHistory(ctx.db, accountNumber, addDays(sandboxToday(ctx.clock), -days));
}

/** GET /api/AccountHistory (newest first; the portal sorts). */
export async function getAccountHistory(
  ctx: AccountsContext,
  userName: string,
  accountNumber: string,
  days: number,
): Promise<Schemas['AccountHistoryResponse']> {
  const account = await findOwnedAccount(ctx.db, userName, accountNumber);
  if (!account) return { HasNoErrors: false, List: [], Errors: [{ ErrorMessage: NOT_YOURS }] };
  return { HasNoErrors: true, List: (await rowsOf(ctx, account.accountNumber, days)).map(rowView), Errors: [] };
}

/** POST /api/AccountHistory/RetrieveDownloadToken; undefined when the account is not the user's. */
export async function retrieveHistoryToken(
  ctx: AccountsContext,
  userName: string,
  body: Schemas['HistoryDownloadTokenRequest'],
): Promise<string | undefined> {
  const account = await findOwnedAccount(ctx.db, userName, body.AccountNumber);
  if (!account) return undefined;
  return issueDownloadToken(
    ctx.db,
    userName,
    'history',
    {
      accountNumber: account.accountNumber,
      days: body.DaysOfHistory,
      type: body.DownloadType,
      language: body.Language ?? 'en',
    },
    ctx.clock(),
  );
}

/** A downloaded file. */
export interface DownloadFile {
  contentType: string;
  fileName: string;
  body: Buffer | string;
}

/**
 * The file's columns: the eight of the history, headed in both files by the labels the portal's table shows
 * (accountHistory.*Column) in the borrower's language (decision 363).
 */
const PDF_COLUMNS: ReadonlyArray<Omit<PdfColumn, 'heading'> & { headingKey: SettingKey }> = [
  { headingKey: 'accountHistory.dateColumn', width: 58 },
  { headingKey: 'accountHistory.timeColumn', width: 44 },
  { headingKey: 'accountHistory.descriptionColumn', width: '*' },
  { headingKey: 'accountHistory.principalColumn', width: 56, align: 'right' },
  { headingKey: 'accountHistory.interestColumn', width: 50, align: 'right' },
  { headingKey: 'accountHistory.otherColumn', width: 46, align: 'right' },
  { headingKey: 'accountHistory.totalColumn', width: 72, align: 'right' },
  { headingKey: 'accountHistory.balanceColumn', width: 92, align: 'right' },
];

const pdfColumns = (settings: SettingsReader): PdfColumn[] =>
  PDF_COLUMNS.map(({ headingKey, ...column }) => ({ ...column, heading: settings.text(headingKey) }));

/** An amount as printed: thousands separators, 2 decimals, a minus sign when negative. */
export const amountText = (n: number): string =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * GET /api/AccountHistory/DownloadAccountHistory; undefined for an unknown, used or expired token. Headings,
 * labels and the PDF's dates are in the language the token was asked in (decision 363).
 */
export async function downloadHistory(ctx: AccountsContext, token: string): Promise<DownloadFile | undefined> {
  const issued = await consumeDownloadToken(ctx.db, token, 'history', ctx.clock());
  if (!issued) return undefined;
  const { accountNumber, days, type } = issued.data as { accountNumber: string; days: number; type: number };
  // Tokens issued before the language was kept have none: English.
  const language = typeof issued.data.language === 'string' ? issued.data.language : 'en';
  const rows = await rowsOf(ctx, accountNumber, days);
  const settings = await accountsSettings(ctx, language);
  const today = sandboxToday(ctx.clock);
  const base = `history-${accountNumber}-${today}`;
  if (type === DownloadType.Csv) {
    // Values stay machine-readable (ISO dates, amounts as numbers a spreadsheet can sum); text cells are defused.
    const body = renderCsv(
      pdfColumns(settings).map((c) => c.heading),
      rows.map((r) => [r.date, r.time, r.description, r.principal, r.interest, r.other, r.total, r.runningBalance]),
    );
    return { contentType: 'text/csv', fileName: `${base}.csv`, body };
  }
  const account = await findOwnedAccount(ctx.db, issued.userName, accountNumber);
  const t = settings.text;
  const period = t('accountHistory.pdfPeriodText', {
    from: dateText(addDays(today, -days), language),
    to: dateText(today, language),
    days,
  });
  const body = await renderPdf({
    title: t('accountHistory.pdfTitle'),
    brand: await documentBrand(ctx),
    pageText: (page, pages) => t('accountHistory.pdfPageText', { page, pages }),
    blocks: [
      {
        kind: 'details',
        pairs: [
          [t('accountHistory.pdfAccountLabel'), `${accountNumber}  ${account?.description ?? ''}`.trim()],
          [t('accountHistory.pdfNameLabel'), account?.nameOnAccount ?? ''],
          [t('accountHistory.pdfPeriodLabel'), period],
          [t('accountHistory.pdfTransactionsLabel'), String(rows.length)],
        ],
      },
      {
        kind: 'table',
        table: {
          columns: pdfColumns(settings),
          rows: rows.map((r) => [
            dateText(r.date, language),
            r.time,
            r.description,
            amountText(r.principal),
            amountText(r.interest),
            amountText(r.other),
            amountText(r.total),
            amountText(r.runningBalance),
          ]),
          emptyText: t('accountHistory.empty'),
        },
      },
    ],
  });
  return { contentType: 'application/pdf', fileName: `${base}.pdf`, body };
}
