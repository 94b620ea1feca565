/**
 * `PUT /studio/api/draft/settings/:key` and `PUT /studio/api/draft/institution-options/:name` with
 * `If-Match: "<revision>"` → `DraftSaved` · 412 `DraftConflict` · 422 `StudioProblems` · 403 viewer.
 */
import type { DraftSaved, DraftValueBody } from '@schemas/studio/studio-api';
import { studioApi } from './studio-client';

/** What a draft entry belongs to: a catalogue setting or an institution option. */
export type DraftScope = 'setting' | 'institutionOption';

/** The path of one draft entry. */
export function draftPath(scope: DraftScope, key: string): string {
  return `draft/${scope === 'setting' ? 'settings' : 'institution-options'}/${encodeURIComponent(key)}`;
}

/** Saves one draft value over the revision the editor started from. */
export function saveDraftValue(scope: DraftScope, key: string, value: string, revision: number): Promise<DraftSaved> {
  const body: DraftValueBody = { value };
  return studioApi<DraftSaved>('PUT', draftPath(scope, key), { json: body, ifMatch: revision });
}
