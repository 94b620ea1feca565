/**
 * What the studio shows for each key: the local edit, else the server's draft, else the published value.
 * Pure, so the preview, the key list and the editors agree (and tests can check it without React).
 */
import type { LiveDrafts } from '@schemas/studio/live-colleagues';
import type { DraftSaved, StudioState } from '@schemas/studio/studio-api';
import type { InstitutionOptionsRaw, SettingValues } from '@schemas/settings/types';
import type { DraftScope } from '@studio/api/save-draft-value';
import { editId, type LocalEdit } from './draft-store';

/** Effective values of both scopes and the keys that differ from the published version. */
export interface EffectiveValues {
  settings: SettingValues;
  institutionOptions: InstitutionOptionsRaw;
  /** Setting keys with a draft or local edit (what the preview highlights). */
  changedKeys: string[];
  /** Institution option names with a draft or local edit. */
  changedOptions: string[];
}

/** Merges published values, server drafts and local edits. */
export function effectiveValues(state: StudioState, edits: Readonly<Record<string, LocalEdit>>): EffectiveValues {
  const settings: SettingValues = { ...state.published.settings };
  const institutionOptions: InstitutionOptionsRaw = { ...state.published.institutionOptions };
  const changed = { setting: new Set<string>(), institutionOption: new Set<string>() };
  for (const [key, entry] of Object.entries(state.draft.settings)) {
    settings[key] = entry.value;
    changed.setting.add(key);
  }
  for (const [name, entry] of Object.entries(state.draft.institutionOptions)) {
    institutionOptions[name] = entry.value;
    changed.institutionOption.add(name);
  }
  for (const edit of Object.values(edits)) {
    if (edit.scope === 'setting') settings[edit.key] = edit.value;
    else institutionOptions[edit.key] = edit.value;
    changed[edit.scope].add(edit.key);
  }
  return {
    settings,
    institutionOptions,
    changedKeys: [...changed.setting].sort(),
    changedOptions: [...changed.institutionOption].sort(),
  };
}

/** The revision a new edit of a key starts from: its server draft's, or 0 without a draft. */
export function baseRevision(state: StudioState, scope: DraftScope, key: string): number {
  const drafts = scope === 'setting' ? state.draft.settings : state.draft.institutionOptions;
  return drafts[key]?.revision ?? 0;
}

/**
 * The value a key shows now (local edit first); undefined when neither draft nor published set has it (the default
 * applies).
 */
export function currentValue(
  state: StudioState,
  edits: Readonly<Record<string, LocalEdit>>,
  scope: DraftScope,
  key: string,
): string | undefined {
  const local = edits[editId(scope, key)];
  if (local) return local.value;
  const drafts = scope === 'setting' ? state.draft.settings : state.draft.institutionOptions;
  const draft = drafts[key];
  if (draft) return draft.value;
  const published = scope === 'setting' ? state.published.settings[key] : state.published.institutionOptions[key];
  return published == null ? undefined : String(published);
}

/** The state after a confirmed save (or a taken-over entry): the key's draft entry replaced or removed. */
export function withSavedDraft(state: StudioState, scope: DraftScope, saved: DraftSaved): StudioState {
  const field = scope === 'setting' ? 'settings' : 'institutionOptions';
  const entries = { ...state.draft[field] };
  if (saved.entry) entries[saved.key] = { ...saved.entry, value: saved.storedValue };
  else delete entries[saved.key];
  return { ...state, draft: { ...state.draft, etag: saved.draftEtag || state.draft.etag, [field]: entries } };
}

/** The number in a draft etag (`"d12"` → 12): later changes have larger numbers. */
function draftSeq(etag: string): number {
  return Number(/\d+/.exec(etag)?.[0] ?? 0);
}

/**
 * The state with the drafts the live feed sent (decision 365): unchanged when the feed is not newer than what the
 * studio holds (its own save may have arrived first), `null` when the published version moved (read the state again).
 */
export function withLiveDrafts(state: StudioState, drafts: LiveDrafts): StudioState | null {
  if (drafts.version !== state.published.version) return null;
  if (draftSeq(drafts.etag) <= draftSeq(state.draft.etag)) return state;
  return {
    ...state,
    draft: { etag: drafts.etag, settings: drafts.settings, institutionOptions: drafts.institutionOptions },
  };
}

/**
 * When each setting key last changed, in ms (decision 357): a local edit is the newest, then the key's server
 * draft (its save), then the publish that gave it its value. Keys the lender never changed are absent.
 */
export function settingChangeTimes(
  state: StudioState,
  edits: Readonly<Record<string, LocalEdit>>,
): Record<string, number> {
  const times: Record<string, number> = {};
  for (const [key, at] of Object.entries(state.published.changedAt)) times[key] = Date.parse(at);
  for (const [key, entry] of Object.entries(state.draft.settings)) times[key] = Date.parse(entry.updatedAt);
  for (const edit of Object.values(edits)) if (edit.scope === 'setting') times[edit.key] = Number.POSITIVE_INFINITY;
  return times;
}
