/**
 * The only preview code in the portal's entry chunk (decision 260): a borrower's page pays one test of
 * `window.parent` and the query; the bridge itself is a lazy chunk fetched only inside a studio frame.
 * The parameter name is written out (a test keeps it equal to `previewQueryParam`): importing the
 * protocol module here would put a shared chunk on the login page's critical path.
 */

/** The query parameter of preview mode (`previewQueryParam` of schemas/src/studio/preview-protocol.ts). */
export const PREVIEW_QUERY = 'studioPreview';

/** True when the page is framed and asked for preview mode with `?studioPreview=1`. */
export function isPreviewFrame(win: Pick<Window, 'parent' | 'location'>): boolean {
  return win.parent !== win && new URLSearchParams(win.location.search).get(PREVIEW_QUERY) === '1';
}

/** Loads and starts the preview bridge when the page runs as the studio's preview. */
export function startPreviewIfFramed(): void {
  if (isPreviewFrame(window)) void import('./preview-bridge').then((bridge) => bridge.startPreviewBridge());
}
