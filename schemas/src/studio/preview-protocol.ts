/**
 * Messages between the studio and the portal it previews in an iframe (decision 250). The portal runs
 * in preview mode only when loaded as `/?studioPreview=1#/<route>` inside a frame; then it listens for
 * `StudioToPreview` messages and answers with `PreviewToStudio` ones. Both sides post with the target
 * origin set to their own origin and accept a message only when `isTrustedMessage` says so.
 */
import type { ApplicationOptionsResponse } from '../settings/types.ts';

/** The query parameter that turns preview mode on. */
export const previewQueryParam = 'studioPreview';

/** Studio → portal. */
export type StudioToPreview =
  /** The draft as the portal would load it; `changedKeys` are highlighted where they show. */
  | { type: 'studio:settings'; options: ApplicationOptionsResponse; changedKeys: string[]; seq: number }
  /** Go to a portal route (hash path such as `/myaccount/dashboard`). */
  | { type: 'studio:navigate'; path: string }
  /** Sign the preview in as a scenario user (token from POST /studio/api/preview-session), or out (null). */
  | { type: 'studio:session'; userToken: string | null; userName: string | null }
  /** Pick mode: the next click on a text or image from a setting picks it instead of acting. */
  | { type: 'studio:pick-mode'; on: boolean }
  | { type: 'studio:language'; language: string };

/** Portal → studio. */
export type PreviewToStudio =
  /** The bridge listens; the studio then sends settings, session and route. */
  | { type: 'preview:ready' }
  /** The route changed inside the preview. */
  | { type: 'preview:route'; path: string }
  /** Settings message `seq` is painted. */
  | { type: 'preview:applied'; seq: number }
  /** The user picked an element; the keys whose current value it shows (most specific first). */
  | { type: 'preview:pick'; keys: string[] };

/**
 * True when a message event comes from the expected window on this page's own origin and carries a
 * typed message with the given prefix. Everything else (other frames, extensions, other origins) is ignored.
 */
export function isTrustedMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  ownOrigin: string,
  expectedSource: unknown,
  prefix: 'studio:' | 'preview:',
): boolean {
  if (event.origin !== ownOrigin || event.source !== expectedSource || expectedSource == null) return false;
  const data = event.data as { type?: unknown } | null;
  return typeof data === 'object' && data !== null && typeof data.type === 'string' && data.type.startsWith(prefix);
}
