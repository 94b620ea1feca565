/**
 * Saves local edits to the server shortly after typing stops (about 400 ms), one request per key at a
 * time, with If-Match of the key's revision. Outcomes land in the draft store: saved (the edit is dropped
 * and the state cache patched), conflict (412, both values kept for the dialog), invalid (422 problems at
 * the field), forbidden (403) or error (offline/failing: kept locally, retried on demand or when back online).
 */
import type { DraftConflict, DraftEntry, DraftSaved, StudioProblems } from '@schemas/studio/studio-api';
import { saveDraftValue, type DraftScope } from '@studio/api/save-draft-value';
import { hasStatus, StudioApiError } from '@studio/api/studio-client';
import { dropEdit, editId, patchEdit, rememberStored, useDraftStore } from './draft-store';

/** Wait after the last keystroke before saving. */
export const autosaveDelayMs = 400;

/** What the app does with a confirmed save (patch the state cache) and with a lost session. */
export interface AutosaveHooks {
  onSaved(scope: DraftScope, saved: DraftSaved): void;
  onSignedOut(): void;
}

let hooks: AutosaveHooks = { onSaved: () => {}, onSignedOut: () => {} };
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const inFlight = new Set<string>();

/** Registers the app's reactions (once, where the query client is known). */
export function setAutosaveHooks(next: AutosaveHooks): void {
  hooks = next;
}

/**
 * Records an edit at once and schedules its save; `baseRevision` is the key's revision when no edit is pending.
 * A value with `problems` (the instant checks failed) is kept locally but not sent until it is fixed.
 */
export function editValue(
  scope: DraftScope,
  key: string,
  value: string,
  baseRevision: number,
  problems: string[] = [],
): void {
  const id = editId(scope, key);
  const existing = useDraftStore.getState().edits[id];
  const revision = existing ? existing.revision : baseRevision;
  if (problems.length > 0) {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    patchEdit(id, { scope, key, value, revision, status: 'invalid', message: undefined, problems });
    return;
  }
  patchEdit(id, { scope, key, value, revision, status: 'pending', message: undefined, problems: undefined });
  schedule(id, autosaveDelayMs);
}

function schedule(id: string, delay: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.set(
    id,
    setTimeout(() => void saveNow(id), delay),
  );
}

/** Saves one key's edit now (retry button, conflict choice); a save already under way is followed by another. */
export async function saveNow(id: string): Promise<void> {
  timers.delete(id);
  const edit = useDraftStore.getState().edits[id];
  if (!edit || edit.status === 'conflict') return;
  if (inFlight.has(id)) return schedule(id, autosaveDelayMs);
  inFlight.add(id);
  const sent = edit.value;
  patchEdit(id, { scope: edit.scope, key: edit.key, status: 'saving' });
  try {
    const saved = await saveDraftValue(edit.scope, edit.key, sent, edit.revision);
    hooks.onSaved(edit.scope, saved);
    rememberStored(id, saved.storedValue);
    const now = useDraftStore.getState().edits[id];
    const revision = saved.entry?.revision ?? 0;
    if (now && now.value !== sent) {
      // Typed on while saving: the newer text goes out over the new revision.
      patchEdit(id, { scope: edit.scope, key: edit.key, revision, status: 'pending' });
      schedule(id, autosaveDelayMs);
    } else dropEdit(id);
  } catch (error) {
    patchEdit(id, { scope: edit.scope, key: edit.key, ...failureOf(error) });
    if (hasStatus(error, 401)) hooks.onSignedOut();
  } finally {
    inFlight.delete(id);
  }
}

function failureOf(error: unknown): Partial<ReturnType<typeof useDraftStore.getState>['edits'][string]> {
  if (!(error instanceof StudioApiError))
    return { status: 'error', message: 'Not saved: the studio failed unexpectedly.' };
  if (error.status === 412) return { status: 'conflict', conflict: error.body as DraftConflict };
  if (error.status === 422) {
    const body = error.body as Partial<StudioProblems> | undefined;
    const problems = body?.problems?.map((p) => p.message) ?? [error.message];
    return { status: 'invalid', problems, message: error.message };
  }
  if (error.status === 403) return { status: 'forbidden', message: error.message };
  return { status: 'error', message: error.message };
}

/**
 * The staff member keeps their value: it is saved over the other one's revision (the conflict's, or `theirs` when a
 * colleague's newer save was seen live before any conflict).
 */
export function keepMine(id: string, theirs?: DraftEntry): Promise<void> {
  const edit = useDraftStore.getState().edits[id];
  const over = theirs ?? edit?.conflict?.theirs;
  if (!edit || !over) return Promise.resolve();
  patchEdit(id, { scope: edit.scope, key: edit.key, revision: over.revision, status: 'pending', conflict: undefined });
  return saveNow(id);
}

/**
 * The staff member takes the other value (the conflict's, or `theirs` seen live): the local edit goes and the editor
 * shows theirs.
 */
export function takeTheirs(id: string, theirs?: DraftEntry): void {
  const edit = useDraftStore.getState().edits[id];
  const taken = theirs ?? edit?.conflict?.theirs;
  if (!edit || !taken) return;
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  hooks.onSaved(edit.scope, { key: edit.key, entry: taken, storedValue: taken.value, draftEtag: '' });
  dropEdit(id, { replaceWith: taken.value });
}

/**
 * Takes an entry the server answered outside the autosave (a discarded draft): cache patched, local edit gone, editor
 * restarted.
 */
export function applyServerEntry(scope: DraftScope, saved: DraftSaved): void {
  const id = editId(scope, saved.key);
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  hooks.onSaved(scope, saved);
  dropEdit(id, { replaceWith: saved.storedValue });
}

/** Retries every edit that is waiting (after a reload, a sign-in or when the connection is back). */
export function resumePending(): void {
  for (const [id, edit] of Object.entries(useDraftStore.getState().edits)) {
    if (edit.status === 'pending' || edit.status === 'error') schedule(id, 0);
  }
}

/** Test-only: cancels timers. */
export function resetAutosave(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  inFlight.clear();
}
