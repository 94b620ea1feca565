/**
 * Image uploads (decision 253): the type is read from the bytes (PNG, JPEG, GIF, WebP; never SVG,
 * which can carry script), whatever the request claims; the size is capped, in bytes and in pixels
 * (read from the header, decision 288); the image is stored
 * under the SHA-256 of its bytes and served at `/media/<sha256>.<ext>` to everyone.
 */
import { createHash } from 'node:crypto';
import {
  studioImageMaxBytes,
  studioImageMaxSidePx,
  type UploadedImage,
} from '../../../schemas/src/studio/studio-api.ts';
import { pixelSizeProblem } from '../../../settings-samples/check/image-dimensions.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { findImage, saveImage, type StoredImage } from '../../store/studio/images-repo.ts';

/** The image types accepted, by extension. */
export const IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;

type Extension = keyof typeof IMAGE_TYPES;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** The type of an image by its first bytes (magic numbers), or undefined when it is none of the accepted ones. */
export function sniffImage(bytes: Uint8Array): Extension | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

/** `POST /studio/api/images`. */
export async function uploadImage(ctx: Pick<AppContext, 'db' | 'clock'>, bytes: Uint8Array): Promise<UploadedImage> {
  if (bytes.length > studioImageMaxBytes) {
    throw studioError(
      413,
      `The image is larger than ${Math.round(studioImageMaxBytes / 1024)} KB; make it smaller and upload again.`,
    );
  }
  const extension = bytes.length === 0 ? undefined : sniffImage(bytes);
  if (!extension) throw studioError(415, 'This file is not a PNG, JPEG, GIF or WebP image.');
  const tooBig = pixelSizeProblem(bytes, studioImageMaxSidePx, 'The image');
  if (tooBig) throw studioError(422, `${tooBig}.`);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await saveImage(ctx.db, { sha256, contentType: IMAGE_TYPES[extension], bytes }, ctx.clock());
  return { url: `/media/${sha256}.${extension}`, contentType: IMAGE_TYPES[extension], bytes: bytes.length };
}

/** The stored image a `/media/<sha256>.<ext>` name points to, when the extension matches its type. */
export async function mediaImage(ctx: Pick<AppContext, 'db'>, file: string): Promise<StoredImage | undefined> {
  const match = /^([0-9a-f]{64})\.(png|jpg|gif|webp)$/.exec(file);
  if (!match) return undefined;
  const image = await findImage(ctx.db, match[1]!);
  return image && image.contentType === IMAGE_TYPES[match[2] as Extension] ? image : undefined;
}
