/** Uploaded images (table `studio_images`), addressed by the SHA-256 of their bytes. */
import type { Database } from '../database.ts';

/** One stored image. */
export interface StoredImage {
  sha256: string;
  contentType: string;
  bytes: Uint8Array;
}

/** Stores an image; the same bytes uploaded twice are one row. */
export async function saveImage(db: Database, image: StoredImage, at: Date): Promise<void> {
  await db.execute(
    'insert into studio_images (sha256, content_type, bytes, created_at) values ($1, $2, $3, $4) on conflict (sha256) do nothing',
    [image.sha256, image.contentType, image.bytes, at],
  );
}

/** The image with this hash, or undefined. */
export async function findImage(db: Database, sha256: string): Promise<StoredImage | undefined> {
  const [row] = await db.query<{ sha256: string; content_type: string; bytes: Uint8Array }>(
    'select sha256, content_type, bytes from studio_images where sha256 = $1',
    [sha256],
  );
  return row ? { sha256: row.sha256, contentType: row.content_type, bytes: row.bytes } : undefined;
}
