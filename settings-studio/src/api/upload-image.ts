/** `POST /studio/api/images`: raw image body → `UploadedImage` · 415 not an image · 413 too large. */
import type { UploadedImage } from '@schemas/studio/studio-api';
import { studioApi } from './studio-client';

/** Uploads one image file; the server checks its type by content. */
export function uploadImage(file: Blob): Promise<UploadedImage> {
  return studioApi('POST', 'images', {
    raw: file,
    contentType: file.type || 'application/octet-stream',
  });
}
