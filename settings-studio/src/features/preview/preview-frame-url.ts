/** The address of the portal inside the preview frame (decision 260). */
import { previewQueryParam } from '@schemas/studio/preview-protocol';

/** `/?studioPreview=1#/<path>`: the portal's root page in preview mode, on `path`. */
export function previewFrameUrl(path: string): string {
  return `/?${previewQueryParam}=1#${path.startsWith('/') ? path : `/${path}`}`;
}
