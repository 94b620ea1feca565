/**
 * Local drafts: every edit lands here at once (the preview reads it), before and while it is saved.
 * Entries not yet confirmed by the server are mirrored to localStorage, so a reload, a crash or a
 * failing connection never loses what was typed (setting values are not secrets). Decision 256.
 * They belong to the staff member who typed them: kept under their user name, given back only to
 * them, and discarded when anyone else signs in, so no one's edit is saved under another's name
 * (decision 288).
 */
import { create } from 'zustand';
import type { DraftConflict } from '@schemas/studio/studio-api';
import type { DraftScope } from '@studio/api/save-draft-value';

/** Where one local edit stands. */
export type SaveStatus = 'pending' | 'saving' | 'error' | 'conflict' | 'invalid' | 'forbidden';

/** One key's local edit, kept until the server has exactly this value. */
export interface LocalEdit {
  scope: DraftScope;
  key: string;
  value: string;
  /** The revision the next save sends as If-Match. */
  revision: number;
  status: SaveStatus;
  /** What went wrong, for the staff member (error, forbidden). */
  message?: string;
  /** Field problems of a 422 (the server's words). */
  problems?: string[];
  conflict?: DraftConflict;
}

interface DraftStoreState {
  edits: Record<string, LocalEdit>;
  /** Bumped when a key's value is replaced from outside the field (a conflict resolved), so its editor re-reads it. */
  generations: Record<string, number>;
  /**
   * The value that replaced the field's, read once by the restarted editor (the state cache may update a render later).
   */
  replacements: Record<string, string>;
  /** The last value the server stored per key in this visit (rich text comes back sanitized). */
  stored: Record<string, string>;
}

/** Start of the localStorage keys of unsaved edits (the key without a user name is an older studio's). */
const unsavedStoragePrefix = 'studio.unsaved-drafts';

/** localStorage key of one staff member's unsaved edits. */
export const unsavedStorageKeyOf = (userName: string) => `${unsavedStoragePrefix}.${userName}`;

/** Whose edits the store holds: the signed-in staff member, or nobody (nothing is written then). */
let owner: string | null = null;

/** The id of a key in the store: scope and key. */
export const editId = (scope: DraftScope, key: string) => `${scope}:${key}`;

function readUnsaved(userName: string): Record<string, LocalEdit> {
  try {
    const raw = globalThis.localStorage?.getItem(unsavedStorageKeyOf(userName));
    const parsed = raw ? (JSON.parse(raw) as Record<string, LocalEdit>) : {};
    // A restored edit was not confirmed: it is pending again (an in-flight save may not have arrived).
    return Object.fromEntries(
      Object.entries(parsed).map(([id, e]) => [id, { ...e, status: e.status === 'saving' ? 'pending' : e.status }]),
    );
  } catch {
    return {};
  }
}

/** The store; use the helpers below to change it. */
export const useDraftStore = create<DraftStoreState>(() => ({
  edits: {},
  generations: {},
  replacements: {},
  stored: {},
}));

useDraftStore.subscribe((state) => {
  if (owner === null) return;
  try {
    const edits = state.edits;
    if (Object.keys(edits).length === 0) globalThis.localStorage?.removeItem(unsavedStorageKeyOf(owner));
    else globalThis.localStorage?.setItem(unsavedStorageKeyOf(owner), JSON.stringify(edits));
  } catch {
    // Storage full or disabled: the edit is still in memory and being saved.
  }
});

/** Removes every staff member's kept edits but `userName`'s (and an older studio's, whose owner is unknown). */
function discardOthers(userName: string): void {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (k): k is string => k !== null,
    );
    for (const key of keys)
      if (key.startsWith(unsavedStoragePrefix) && key !== unsavedStorageKeyOf(userName)) storage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/**
 * A staff member signed in: the store takes their kept edits, and edits of anyone else (in this tab
 * from an ended session, or kept in the browser) are discarded. Same member again: nothing changes.
 */
export function openDraftsOf(userName: string): void {
  if (owner === userName) return;
  owner = userName;
  discardOthers(userName);
  useDraftStore.setState({ edits: readUnsaved(userName), generations: {}, replacements: {}, stored: {} });
}

/** Sets or patches one key's local edit. */
export function patchEdit(id: string, patch: Partial<LocalEdit> & Pick<LocalEdit, 'scope' | 'key'>): LocalEdit {
  const previous = useDraftStore.getState().edits[id];
  const next: LocalEdit = { value: '', revision: 0, status: 'pending', ...previous, ...patch };
  useDraftStore.setState((s) => ({ edits: { ...s.edits, [id]: next } }));
  return next;
}

/** Forgets one key's local edit (the server has it, or the staff member took the other value). */
export function dropEdit(id: string, options: { replaceWith?: string } = {}): void {
  useDraftStore.setState((s) => {
    const edits = { ...s.edits };
    delete edits[id];
    if (options.replaceWith === undefined) return { edits };
    return {
      edits,
      generations: { ...s.generations, [id]: (s.generations[id] ?? 0) + 1 },
      replacements: { ...s.replacements, [id]: options.replaceWith },
    };
  });
}

/** Forgets the value that replaced a key's field, once its editor has read it. */
export function forgetReplacement(id: string): void {
  if (useDraftStore.getState().replacements[id] === undefined) return;
  useDraftStore.setState((s) => {
    const replacements = { ...s.replacements };
    delete replacements[id];
    return { replacements };
  });
}

/** Remembers what the server stored for a key. */
export function rememberStored(id: string, value: string): void {
  useDraftStore.setState((s) => ({ stored: { ...s.stored, [id]: value } }));
}

/** Test-only: empties the store and forgets whose it was. */
export function resetDraftStore(): void {
  owner = null;
  useDraftStore.setState({ edits: {}, generations: {}, replacements: {}, stored: {} });
}
