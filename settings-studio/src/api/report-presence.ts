/**
 * `PUT /studio/api/presence/settings/:key` (heartbeat: the key is open here) and `DELETE` (left it), and the same
 * under `presence/institution-options/:name` → 204 · 403 viewer. Decision 365.
 */
import type { DraftScope } from './save-draft-value';
import { studioApi, type StudioPath } from './studio-client';

/** The contract path of a scope's presence (`{key}`: the setting key or option name). */
const presencePaths = {
  setting: 'presence/settings/{key}',
  institutionOption: 'presence/institution-options/{key}',
} as const satisfies Record<DraftScope, StudioPath<'PUT'> & StudioPath<'DELETE'>>;

/** Says the key is open in this tab now. */
export function reportPresence(scope: DraftScope, key: string): Promise<void> {
  return studioApi('PUT', presencePaths[scope], { params: { key } });
}

/** Says the key was left; `keepalive` lets the call finish while the tab closes. */
export function reportAbsence(scope: DraftScope, key: string, options: { keepalive?: boolean } = {}): Promise<void> {
  return studioApi('DELETE', presencePaths[scope], { params: { key }, ...options });
}
