/**
 * File uploads to a loan, the profile (personal users only) or an application: the file type must
 * exist, the file must be non-empty, at most 10 MB and one of the allowed formats, not a program
 * whatever its name, and its first bytes must match its extension. The bytes are stored; the document then appears in
 * the matching list.
 */
import { randomBytes } from 'node:crypto';
import { findOwnedAccount } from '../../store/accounts/accounts-repo.ts';
import { findApplication } from '../../store/accounts/applications-repo.ts';
import { insertDocument, listFileTypes, type DocumentOwner } from '../../store/accounts/documents-repo.ts';
import { findUserByName } from '../../store/users-repo.ts';
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MEGABYTES,
  UPLOAD_FORMATS,
  isUploadExtension,
  uploadExtension,
  type UploadExtension,
} from '../../../schemas/src/rules/upload-limits.ts';
import type { AccountsContext, Schemas } from './accounts-context.ts';

/** An uploaded file as the route read it. */
export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

/** What to attach it to. */
export interface UploadTarget {
  ownerKind: DocumentOwner;
  /** Account or application number; ignored for the profile. */
  ownerKey: string;
  fileTypeId: number;
}

/** Allowed formats (each extension of the shared list): content type and the magic bytes the file must start with. */
const FORMATS: Record<UploadExtension, { type: string; magic: number[][] }> = {
  pdf: { type: 'application/pdf', magic: [[0x25, 0x50, 0x44, 0x46]] },
  png: { type: 'image/png', magic: [[0x89, 0x50, 0x4e, 0x47]] },
  jpg: { type: 'image/jpeg', magic: [[0xff, 0xd8, 0xff]] },
  jpeg: { type: 'image/jpeg', magic: [[0xff, 0xd8, 0xff]] },
  gif: { type: 'image/gif', magic: [[0x47, 0x49, 0x46, 0x38]] },
  tif: {
    type: 'image/tiff',
    magic: [
      [0x49, 0x49, 0x2a, 0x00],
      [0x4d, 0x4d, 0x00, 0x2a],
    ],
  },
  tiff: {
    type: 'image/tiff',
    magic: [
      [0x49, 0x49, 0x2a, 0x00],
      [0x4d, 0x4d, 0x00, 0x2a],
    ],
  },
};

/** The Message of a file over the limit, here and when the request validator stops the stream (HTTP 413). */
export const FILE_TOO_LARGE = `The file is larger than ${MAX_UPLOAD_MEGABYTES} MB. Choose a smaller file.`;

/**
 * First bytes of programs: Windows PE ('MZ'), ELF, Mach-O (both byte orders, 32 and 64 bit, and
 * universal/Java 'CAFEBABE') and scripts ('#!'). A program renamed to .pdf gets its own message,
 * clearer than "does not match", because that is exactly what the user (or an attacker) did.
 */
const PROGRAM_MAGIC: readonly number[][] = [
  [0x4d, 0x5a],
  [0x7f, 0x45, 0x4c, 0x46],
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe],
  [0x23, 0x21],
];

const startsWith = (bytes: Buffer, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

type Answer = { ok: true; body: Schemas['UploadResponse'] } | { ok: false; body: Schemas['UploadResponse'] };

const fail = (Message: string): Answer => ({
  ok: false,
  body: { HasNoErrors: false, Errors: [{ ErrorMessage: Message }], Message },
});

async function ownerProblem(ctx: AccountsContext, userName: string, target: UploadTarget): Promise<string | undefined> {
  if (target.ownerKind === 'account' && !(await findOwnedAccount(ctx.db, userName, target.ownerKey)))
    return 'The loan number was not found.';
  if (target.ownerKind === 'application' && !(await findApplication(ctx.db, userName, target.ownerKey)))
    return 'The application number was not found.';
  if (target.ownerKind === 'customer' && (await findUserByName(ctx.db, userName))?.person.companyNumber !== 0)
    return 'Profile documents are available to personal users only.';
  return undefined;
}

/** Stores an upload; answers its FileId or the message the portal shows. */
export async function uploadDocument(
  ctx: AccountsContext,
  userName: string,
  target: UploadTarget,
  file: UploadedFile | undefined,
): Promise<Answer> {
  if (!file) return fail('Choose a file to upload.');
  const types = await listFileTypes(ctx.db);
  const fileType = types.find((t) => t.ID === target.fileTypeId);
  if (!fileType) return fail('Choose a file type');
  const problem = await ownerProblem(ctx, userName, target);
  if (problem) return fail(problem);
  const ext = uploadExtension(file.name);
  if (!isUploadExtension(ext)) return fail('This file type is not allowed. Upload a PDF, PNG, JPG, GIF or TIFF file.');
  const format = { ...FORMATS[ext], display: UPLOAD_FORMATS[ext] };
  if (file.bytes.length === 0) return fail('The file is empty.');
  if (file.bytes.length > MAX_UPLOAD_BYTES) return fail(FILE_TOO_LARGE);
  if (PROGRAM_MAGIC.some((m) => startsWith(file.bytes, m)))
    return fail(`This file is a program, not a ${format.display} document. It was not uploaded.`);
  if (!format.magic.some((m) => startsWith(file.bytes, m)))
    return fail('The file content does not match its extension.');
  const fileId = `U${randomBytes(8).toString('hex')}`;
  const safeName = file.name.replace(/[^A-Za-z0-9 ._()-]/g, '_').slice(-120);
  await insertDocument(ctx.db, {
    fileId,
    userName,
    ownerKind: target.ownerKind,
    ownerKey: target.ownerKind === 'customer' ? userName.toLowerCase() : target.ownerKey,
    fileTypeId: fileType.ID,
    displayName: `${fileType.Description} - ${safeName}`,
    fileName: safeName,
    displayFormat: format.display,
    contentType: format.type,
    sizeBytes: file.bytes.length,
    bytes: file.bytes,
    uploadedAt: ctx.clock(),
  });
  return { ok: true, body: { HasNoErrors: true, Errors: [], Message: null, FileId: fileId } };
}
