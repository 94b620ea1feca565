/**
 * The only preview code in the portal's entry chunk (decision 260): a borrower's page pays one test of
 * `window.parent` and the query; the bridge itself is a lazy chunk fetched only inside a studio frame.
 */
import { previewQueryParam } from '@schemas/studio/preview-protocol';

/** Loads and starts the preview bridge when the page runs framed with `?studioPreview=1`. */
export function startPreviewIfFramed(): void {
  if (window.parent === window || new URLSearchParams(window.location.search).get(previewQueryParam) !== '1') return;
  void import('./preview-bridge').then((bridge) => bridge.startPreviewBridge());
}
