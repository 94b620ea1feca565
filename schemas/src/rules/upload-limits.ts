/**
 * What the upload widget and the server accept (accounts §2 "File upload widget", §4 "File upload"): the
 * formats by extension and the largest file. One home, so the hint the borrower reads before choosing, the
 * widget's refusal of a file it need not send, and the server's check say the same.
 */

/** Accepted extensions (lower case) and the format name the borrower reads. */
export const UPLOAD_FORMATS = {
  pdf: 'PDF',
  png: 'PNG',
  jpg: 'JPG',
  jpeg: 'JPG',
  gif: 'GIF',
  tif: 'TIFF',
  tiff: 'TIFF',
} as const;

/** An accepted extension. */
export type UploadExtension = keyof typeof UPLOAD_FORMATS;

/** Largest accepted file: 10 MB (the spec sets no size; the limit keeps the server's memory bounded). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The limit in whole megabytes, as the texts say it. */
export const MAX_UPLOAD_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024);

/** The file's extension, lower case ('' when it has none). */
export function uploadExtension(fileName: string): string {
  return /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
}

/** True for an extension the upload accepts. */
export function isUploadExtension(ext: string): ext is UploadExtension {
  return Object.hasOwn(UPLOAD_FORMATS, ext);
}

/** The format names once each, in order: "PDF, PNG, JPG, GIF, TIFF". */
export function uploadFormatList(): string {
  return [...new Set(Object.values(UPLOAD_FORMATS))].join(', ');
}

/** The `accept` attribute of the file picker: ".pdf,.png,…". */
export function uploadAccept(): string {
  return Object.keys(UPLOAD_FORMATS)
    .map((ext) => `.${ext}`)
    .join(',');
}

/** Why a file is refused before it is sent, or null when the server is to decide. */
export type UploadRefusal = 'tooLarge' | 'formatNotAllowed' | null;

/** A file over the limit or of a format not accepted is refused without sending a byte. */
export function uploadRefusal(file: { name: string; size: number }): UploadRefusal {
  if (!isUploadExtension(uploadExtension(file.name))) return 'formatNotAllowed';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}

/** A size for people: megabytes with one decimal, rounded up ("512.3"; a byte over 10 MB reads 10.1). */
export function megabytes(bytes: number): string {
  return (Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1);
}
