/**
 * Payoff quote breakdown (PDF): the payments area owns the quote AMOUNT (GetPayOffQuote); this
 * document shows how the same rule (`schemas/src/rules/payoff.ts`) reaches it for the chosen date.
 */
import { daysBetween } from '../../../schemas/src/rules/calendar.ts';
import { fromCents, roundDollars, toCents } from '../../../schemas/src/rules/money.ts';
import { sandboxToday } from '../../sandbox-clock.ts';
import { checkPayoffDate, payoffQuoteAmount, perDiemInterest } from '../../../schemas/src/rules/payoff.ts';
import { findOwnedAccount } from '../../store/accounts/accounts-repo.ts';
import { consumeDownloadToken, issueDownloadToken } from '../../store/accounts/download-tokens-repo.ts';
import { isClosed, type AccountsContext, type Schemas } from './accounts-context.ts';
import { documentBrand } from './document-brand.ts';
import { amountText, type DownloadFile } from './history.ts';
import { renderPdf } from './render/pdf.ts';

/** Why no token was issued. */
export type PayoffTokenRefusal = 'NotFound' | 'InvalidDate' | 'LoanLockedPayoff';

/** POST /api/PaymentInformation/RetrieveDownloadToken. */
export async function retrievePayoffToken(
  ctx: AccountsContext,
  userName: string,
  body: Schemas['PayoffDownloadTokenRequest'],
): Promise<{ token: string } | { refused: PayoffTokenRefusal }> {
  const account = await findOwnedAccount(ctx.db, userName, body.AccountNumber);
  if (!account?.loan || isClosed(account)) return { refused: 'NotFound' };
  if (account.loan.payment.payoffLocked) return { refused: 'LoanLockedPayoff' };
  if (checkPayoffDate(daysBetween(sandboxToday(ctx.clock), body.EffectiveDate))) return { refused: 'InvalidDate' };
  const token = await issueDownloadToken(
    ctx.db,
    userName,
    'payoff',
    { accountNumber: account.accountNumber, effectiveDate: body.EffectiveDate },
    ctx.clock(),
  );
  return { token };
}

const money = (n: number) => `$${amountText(n)}`;

/** GET /api/PaymentInformation/DownloadPayoffQuoteBreakdown; undefined for an unknown, used or expired token. */
export async function downloadPayoffBreakdown(ctx: AccountsContext, token: string): Promise<DownloadFile | undefined> {
  const issued = await consumeDownloadToken(ctx.db, token, 'payoff', ctx.clock());
  if (!issued) return undefined;
  const { accountNumber, effectiveDate } = issued.data as { accountNumber: string; effectiveDate: string };
  const account = await findOwnedAccount(ctx.db, issued.userName, accountNumber);
  if (!account?.loan) return undefined;
  const loan = account.loan;
  const today = sandboxToday(ctx.clock);
  const days = Math.max(0, daysBetween(today, effectiveDate));
  const quote = payoffQuoteAmount({
    payoffAmount: loan.payoffAmount,
    balance: account.balance,
    ratePercent: account.rate,
    days,
  });
  const perDiem = perDiemInterest(account.balance, account.rate);
  const body = await renderPdf({
    title: 'Payoff Quote Breakdown',
    brand: await documentBrand(ctx),
    blocks: [
      {
        kind: 'details',
        pairs: [
          ['Loan', `${account.accountNumber}  ${account.description}`],
          ['Borrower', account.nameOnAccount],
          ['Quote date', today],
          ['Good through', effectiveDate],
        ],
      },
      {
        kind: 'table',
        table: {
          columns: [
            { heading: 'Item', width: '*' },
            { heading: 'Amount', width: 110, align: 'right' },
          ],
          rows: [
            ['Principal balance', money(account.balance)],
            ['Interest and fees to date', money(loan.payoffAmount - account.balance)],
            [`Per-diem interest (${account.rate}% / 365), per day`, money(roundDollars(perDiem))],
            [`Interest for ${days} day(s) to payoff`, money(fromCents(toCents(quote) - toCents(loan.payoffAmount)))],
            ['Total payoff amount', money(quote)],
          ],
          emptyText: '',
        },
      },
      { kind: 'text', text: 'Funds received after the good-through date require a new quote.' },
    ],
  });
  return { contentType: 'application/pdf', fileName: `payoff-${accountNumber}-${effectiveDate}.pdf`, body };
}
