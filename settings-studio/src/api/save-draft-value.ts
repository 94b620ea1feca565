/**
 * `PUT /studio/api/draft/settings/:key` and `PUT /studio/api/draft/institution-options/:name` with
 * `If-Match: "<revision>"` → `DraftSaved` · 412 `DraftConflict` · 422 `StudioProblems` · 403 viewer.
 */
import type { DraftScope as WireDraftScope } from '@schemas/studio/change-requests';
import type { DraftSaved, DraftValueBody } from '@schemas/studio/studio-api';
import { studioApi, type StudioPath } from './studio-client';

/** What a draft entry belongs to: a catalogue setting or an institution option. */
export type DraftScope = WireDraftScope;

/** The contract path of a scope's draft entries (`{key}`: the setting key or option name). */
export const draftPaths = {
  setting: 'draft/settings/{key}',
  institutionOption: 'draft/institution-options/{key}',
} as const satisfies Record<DraftScope, StudioPath<'PUT'> & StudioPath<'DELETE'>>;

/** Saves one draft value over the revision the editor started from. */
export function saveDraftValue(scope: DraftScope, key: string, value: string, revision: number): Promise<DraftSaved> {
  const body: DraftValueBody = { value };
  return studioApi('PUT', draftPaths[scope], { params: { key }, json: body, ifMatch: revision });
}
