/**
 * ACH draft agreement preview: Prepare stores what the agreement states and answers a PassableToken;
 * Render shows it as an HTML page (opened in a new window, so it takes the token, not a session).
 * A recurring ACH submit names the token when requireAchDraftAgreementOption is on.
 */
import type { components } from '../../../schemas/api/generated/api-types.ts';
import { formatCurrency, toCents } from '../../../schemas/src/rules/money.ts';
import { sandboxToday } from '../../sandbox-clock.ts';
import { findAchDraftPreview, insertAchDraftPreview, markAchDraftOpened } from '../../store/payments/ach-draft-repo.ts';
import { randomToken } from '../../store/payments/random-token.ts';
import { getInstitutionOptions } from '../setup/get-application-options.ts';
import { findOwnedLoan, type PaymentsContext } from './payments-context.ts';

type Schemas = components['schemas'];

/** Prepares a preview for one of the user's loans; undefined for another user's loan. */
export async function prepareAchDraftPreview(
  ctx: PaymentsContext,
  userName: string,
  req: Schemas['AchDraftPreviewRequest'],
): Promise<Schemas['AchDraftPreviewResponse'] | undefined> {
  if (!(await findOwnedLoan(ctx, userName, req.LoanAccountNumber))) return undefined;
  const token = randomToken('draft');
  await insertAchDraftPreview(
    ctx.db,
    {
      token,
      userName,
      accountNumber: req.LoanAccountNumber,
      data: {
        achAccountType: req.AchInfo.AccountType,
        achLastFour: req.AchInfo.AccountNumber,
        amount: req.Amount,
        additionalPrincipal: req.AdditionalPrincipal,
        daysBeforeDue: req.daysBeforeDue,
        preparedOn: sandboxToday(ctx.clock),
      },
    },
    ctx.clock(),
  );
  return { PassableToken: token };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The agreement page for a token, or undefined for an unknown token. Marks the preview opened. */
export async function renderAchDraftPreview(ctx: PaymentsContext, token: string): Promise<string | undefined> {
  const preview = await findAchDraftPreview(ctx.db, token);
  if (!preview) return undefined;
  await markAchDraftOpened(ctx.db, token, ctx.clock());
  const institution = String((await getInstitutionOptions(ctx)).InstitutionName ?? 'the lender');
  const d = preview.data;
  const when = d.daysBeforeDue === 0 ? 'on each due date' : `${d.daysBeforeDue} day(s) before each due date`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>ACH Draft Authorization</title></head>
<body>
<h1>ACH Draft Authorization</h1>
<p>Prepared ${escapeHtml(d.preparedOn)} for loan ${escapeHtml(preview.accountNumber)}.</p>
<p>I authorize ${escapeHtml(institution)} to initiate recurring electronic debits (ACH) from my
${escapeHtml(d.achAccountType.toLowerCase())} account ending in ${escapeHtml(d.achLastFour)} in the amount of ${formatCurrency(toCents(d.amount))}
${d.additionalPrincipal > 0 ? `plus ${formatCurrency(toCents(d.additionalPrincipal))} additional principal ` : ''}${escapeHtml(when)}.</p>
<p>This authorization stays in effect until I cancel it, which I may do at any time through the portal or by
contacting ${escapeHtml(institution)} at least three business days before the next scheduled debit.
A debit that falls on a weekend or bank holiday is made on the next business day.</p>
<p>Sandbox document: no money moves.</p>
</body></html>`;
}
