/**
 * Document lists (account, profile, application), opening one document (its uploaded bytes, or a
 * rendered PDF for seeded documents) and the recurring ACH authorizations of the Documents screen.
 */
import { formatCurrency } from '../../../schemas/src/rules/money.ts';
import { findOwnedAccount } from '../../store/accounts/accounts-repo.ts';
import { findAchDraft, listAchDrafts } from '../../store/accounts/ach-drafts-repo.ts';
import { findApplication } from '../../store/accounts/applications-repo.ts';
import { findDocument, listDocuments } from '../../store/accounts/documents-repo.ts';
import type { AccountsContext, Schemas } from './accounts-context.ts';
import { achDraftView, documentView } from './document-views.ts';
import { documentBrand } from './document-brand.ts';
import type { DownloadFile } from './history.ts';
import { renderPdf } from './render/pdf.ts';

type DocumentList = Schemas['DocumentListResponse'];

/** Documents of one of the user's accounts (none for another user's). */
export async function getAccountDocuments(
  ctx: AccountsContext,
  userName: string,
  accountNumber: string,
): Promise<DocumentList> {
  if (!(await findOwnedAccount(ctx.db, userName, accountNumber))) return { Value: [] };
  return { Value: (await listDocuments(ctx.db, userName, 'account', accountNumber)).map(documentView) };
}

/** Profile documents of the user. */
export async function getCustomerDocuments(ctx: AccountsContext, userName: string): Promise<DocumentList> {
  return { Value: (await listDocuments(ctx.db, userName, 'customer', userName)).map(documentView) };
}

/** Documents of one of the user's applications. */
export async function getApplicationDocuments(
  ctx: AccountsContext,
  userName: string,
  applicationNumber: string,
): Promise<DocumentList> {
  if (!(await findApplication(ctx.db, userName, applicationNumber))) return { Value: [] };
  return { Value: (await listDocuments(ctx.db, userName, 'application', applicationNumber)).map(documentView) };
}

/** One document of the user; undefined when it is not theirs. */
export async function viewDocument(
  ctx: AccountsContext,
  userName: string,
  fileId: string,
): Promise<DownloadFile | undefined> {
  const doc = await findDocument(ctx.db, userName, fileId);
  if (!doc) return undefined;
  if (doc.bytes) return { contentType: doc.contentType, fileName: doc.fileName, body: Buffer.from(doc.bytes) };
  const body = await renderPdf({
    title: doc.displayName,
    brand: await documentBrand(ctx),
    blocks: [
      {
        kind: 'details',
        pairs: [
          ['Document', doc.displayName],
          ['Reference', doc.ownerKey],
          ['Date', new Date(doc.uploadedAt).toISOString().slice(0, 10)],
        ],
      },
      { kind: 'text', text: 'Sandbox copy of a document held by the institution.' },
    ],
  });
  return { contentType: 'application/pdf', fileName: doc.fileName, body };
}

/** GET /api/AchDraftAgreement/GetACHDrafts. */
export async function getAchDrafts(ctx: AccountsContext, userName: string): Promise<Schemas['AchDraft'][]> {
  return (await listAchDrafts(ctx.db, userName)).map(achDraftView);
}

/** The rendered authorization (PDF); undefined when it is not the user's. */
export async function renderAchDraft(
  ctx: AccountsContext,
  userName: string,
  id: string,
): Promise<DownloadFile | undefined> {
  const draft = await findAchDraft(ctx.db, userName, id);
  if (!draft) return undefined;
  const amount = typeof draft.data.amountCents === 'number' ? formatCurrency(draft.data.amountCents) : 'the amount due';
  const body = await renderPdf({
    title: 'Recurring ACH Authorization',
    brand: await documentBrand(ctx),
    blocks: [
      {
        kind: 'details',
        pairs: [
          ['Loan account', draft.loanAccountNumber],
          ['Authorized on', `${new Date(draft.creationDate).toISOString().slice(0, 19).replace('T', ' ')} UTC`],
          ['Bank account ending in', String(draft.data.lastFour ?? '----')],
          ['Amount', `${amount} (${String(draft.data.recurringOption ?? 'DayOfMonth')})`],
        ],
      },
      {
        kind: 'text',
        text: 'I authorize the institution to initiate recurring ACH debits from the bank account above for payments on the loan above until I revoke this authorization in writing.',
      },
    ],
  });
  return { contentType: 'application/pdf', fileName: `ach-authorization-${draft.id}.pdf`, body };
}
