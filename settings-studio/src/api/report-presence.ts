/**
 * `PUT /studio/api/presence/settings/:key` (heartbeat: the key is open here) and `DELETE` (left it), and the same
 * under `presence/institution-options/:name` → 204 · 403 viewer. Decision 365.
 */
import type { DraftScope } from './save-draft-value';
import { studioApi } from './studio-client';

function presencePath(scope: DraftScope, key: string): string {
  return `presence/${scope === 'setting' ? 'settings' : 'institution-options'}/${encodeURIComponent(key)}`;
}

/** Says the key is open in this tab now. */
export function reportPresence(scope: DraftScope, key: string): Promise<void> {
  return studioApi<void>('PUT', presencePath(scope, key));
}

/** Says the key was left; `keepalive` lets the call finish while the tab closes. */
export function reportAbsence(scope: DraftScope, key: string, options: { keepalive?: boolean } = {}): Promise<void> {
  return studioApi<void>('DELETE', presencePath(scope, key), options);
}
