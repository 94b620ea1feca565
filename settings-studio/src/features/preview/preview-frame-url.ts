/** The address of the portal inside the preview frame (decision 260). */
import { previewQueryParam } from '@schemas/studio/preview-protocol';

/**
 * Where the preview's portal and its API live: under the studio, so in gateway mode its calls go to
 * the preview sandbox (scenario borrowers, never a real account) and not to the lender's host (decision 301).
 */
export const PREVIEW_ROOT = '/studio/preview/';

/** `/studio/preview/?studioPreview=1#/<path>`: the portal in preview mode, on `path`. */
export function previewFrameUrl(path: string): string {
  return `${PREVIEW_ROOT}?${previewQueryParam}=1#${path.startsWith('/') ? path : `/${path}`}`;
}
