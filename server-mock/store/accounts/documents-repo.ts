/** The `documents` and `file_types` tables: seeded and uploaded documents of accounts, customers and applications. */
import type { Database } from '../database.ts';

/** What a document belongs to. */
export type DocumentOwner = 'account' | 'customer' | 'application';

/** A document's metadata (bytes are read separately). */
export interface StoredDocument {
  fileId: string;
  userName: string;
  ownerKind: DocumentOwner;
  ownerKey: string;
  fileTypeId: number | null;
  displayName: string;
  fileName: string;
  displayFormat: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: Date;
}

/** A new document (seed or upload). */
export type NewDocument = Omit<StoredDocument, 'uploadedAt'> & { uploadedAt: Date | string; bytes: Buffer | null };

const COLUMNS = `file_id AS "fileId", user_name AS "userName", owner_kind AS "ownerKind", owner_key AS "ownerKey", file_type_id AS "fileTypeId",
  display_name AS "displayName", file_name AS "fileName", display_format AS "displayFormat", content_type AS "contentType",
  size_bytes AS "sizeBytes", uploaded_at AS "uploadedAt"`;

/** Documents of one owner of the user, newest first. */
export async function listDocuments(
  db: Database,
  userName: string,
  ownerKind: DocumentOwner,
  ownerKey: string,
): Promise<StoredDocument[]> {
  return db.query<StoredDocument>(
    `SELECT ${COLUMNS} FROM documents WHERE user_name = $1 AND owner_kind = $2 AND owner_key = $3 ORDER BY uploaded_at DESC, file_id`,
    [userName.toLowerCase(), ownerKind, ownerKey],
  );
}

/** One document of the user with its bytes (null for seeded ones, which are rendered). */
export async function findDocument(
  db: Database,
  userName: string,
  fileId: string,
): Promise<(StoredDocument & { bytes: Uint8Array | null }) | undefined> {
  // Read as base64 text (decision 168): PGlite turns a 10 MB bytea into hex text and parses it in
  // JavaScript (about 5 s); base64 text and one Buffer.from are about 20 times faster, on pg too.
  const rows = await db.query<StoredDocument & { base64: string | null }>(
    `SELECT ${COLUMNS}, encode(bytes, 'base64') AS base64 FROM documents WHERE file_id = $1 AND user_name = $2`,
    [fileId, userName.toLowerCase()],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { base64, ...doc } = row;
  return { ...doc, bytes: base64 === null ? null : Buffer.from(base64, 'base64') };
}

/** Stores a document. */
export async function insertDocument(db: Database, d: NewDocument): Promise<void> {
  await db.execute(
    `INSERT INTO documents (file_id, user_name, owner_kind, owner_key, file_type_id, display_name, file_name, display_format, content_type, size_bytes, bytes, uploaded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, decode($11, 'base64'), $12)`,
    // Sent as base64 text, decoded by the database (decision 168): a Buffer parameter costs PGlite
    // about 7 s for 10 MB (hex serialisation in JavaScript), base64 text about 0.2 s.
    [
      d.fileId,
      d.userName.toLowerCase(),
      d.ownerKind,
      d.ownerKey,
      d.fileTypeId,
      d.displayName,
      d.fileName,
      d.displayFormat,
      d.contentType,
      d.sizeBytes,
      d.bytes?.toString('base64') ?? null,
      d.uploadedAt,
    ],
  );
}

/** The upload file types. */
export async function listFileTypes(db: Database): Promise<{ ID: number; Description: string }[]> {
  return db.query<{ ID: number; Description: string }>(
    'SELECT id AS "ID", description AS "Description" FROM file_types ORDER BY id',
  );
}

/** Inserts file types (seed). */
export async function insertFileTypes(
  db: Database,
  types: readonly { ID: number; Description: string }[],
): Promise<void> {
  for (const t of types)
    await db.execute('INSERT INTO file_types (id, description) VALUES ($1, $2)', [t.ID, t.Description]);
}
