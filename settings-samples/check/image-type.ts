/**
 * The type of an image file told by its first bytes, never by its name: a file called `logo.png` that holds
 * HTML must not be served as an image. Raster types only; SVG is text that can carry script, so it is
 * accepted only in the repository's reviewed sample folders (see check-sample.ts).
 */

/** Raster image types the studio accepts, as content types. */
export type RasterType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  prefix.every((b, i) => bytes[at + i] === b);

/** The raster type of `bytes`, or undefined when they are not PNG, JPEG, GIF or WebP. */
export function rasterTypeOf(bytes: Uint8Array): RasterType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return undefined;
}

/** File extension for a raster type (the stored name of an imported image). */
export function extensionOf(type: RasterType): string {
  return { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' }[type];
}

/** True for an SVG logo as the samples hold them: an `<svg>` root with an accessible name. */
export function isLabelledSvg(text: string): boolean {
  return /^<svg[^>]*\saria-label="[^"]+"/.test(text.trimStart());
}
