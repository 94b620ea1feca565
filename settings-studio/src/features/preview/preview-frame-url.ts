/** The address of the portal inside the preview frame (decision 260). */
import { previewQueryParam } from '@schemas/studio/preview-protocol';
import type { PreviewLinkWidth } from '@schemas/studio/preview-links';

/**
 * Where the preview's portal and its API live: under the studio, so in gateway mode its calls go to
 * the preview sandbox (scenario borrowers, never a real account) and not to the lender's host (decision 301).
 */
export const PREVIEW_ROOT = '/studio/preview/';

/** `/studio/preview/?studioPreview=1#/<path>`: the portal in preview mode, on `path`. */
export function previewFrameUrl(path: string): string {
  return `${PREVIEW_ROOT}?${previewQueryParam}=1#${path.startsWith('/') ? path : `/${path}`}`;
}

/** The frame's CSS size per width choice (the phone is an iPhone 14's viewport, the desktop a laptop's). */
export const FRAME_PX: Record<PreviewLinkWidth, { width: number; height: number }> = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
};
