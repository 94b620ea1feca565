/**
 * An image's size in pixels, read from its header by `image-size` (no decoding), and the cap on it: a
 * file of a few hundred bytes can claim a picture of millions of pixels that every browser showing it
 * would have to decode. Used by the studio's upload and by the sample check (import and samples:check).
 */
import { imageSize } from 'image-size';

/** Width and height in pixels, or undefined when the header does not tell them. */
export function pixelSizeOf(bytes: Uint8Array): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/** Why the image's pixel size is not accepted (`what` names it: "The image", "images/x.png"), or undefined. */
export function pixelSizeProblem(bytes: Uint8Array, maxSidePx: number, what: string): string | undefined {
  const size = pixelSizeOf(bytes);
  if (!size)
    return `The size of ${what === 'The image' ? 'this image' : what} in pixels cannot be read from its header`;
  if (size.width <= maxSidePx && size.height <= maxSidePx) return undefined;
  return `${what} is ${size.width} × ${size.height} pixels; images may be at most ${maxSidePx} × ${maxSidePx} pixels`;
}
