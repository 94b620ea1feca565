/** How stored documents and authorizations appear in API answers. */
import type { AchDraftRecord } from '../../store/accounts/ach-drafts-repo.ts';
import type { StoredDocument } from '../../store/accounts/documents-repo.ts';
import type { Schemas } from './accounts-context.ts';

/** A document list entry (spec §3 Document); ImageUrl is null (no thumbnails in the sandbox). */
export function documentView(d: StoredDocument): Schemas['Document'] {
  return {
    FileId: d.fileId,
    DisplayName: d.displayName,
    Name: d.fileName,
    DisplayFormat: d.displayFormat,
    ImageUrl: null,
    DateUploaded: new Date(d.uploadedAt).toISOString(),
  };
}

/** An ACH authorization entry (spec §3 ACH draft). */
export function achDraftView(d: AchDraftRecord): Schemas['AchDraft'] {
  return { Id: d.id, LoanAccountNumber: d.loanAccountNumber, CreationDate: new Date(d.creationDate).toISOString() };
}
