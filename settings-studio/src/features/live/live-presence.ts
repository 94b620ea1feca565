/**
 * Who else has each key open, as the live feed last said (decision 365); the key editor reads its key's colleagues.
 */
import { create } from 'zustand';
import type { LiveColleague, LivePresence } from '@schemas/studio/live-colleagues';

/** The store: colleagues by `scope:key` (the draft store's ids). */
export const useLivePresence = create<LivePresence>(() => ({ keys: {} }));

const nobody: LiveColleague[] = [];

/** The colleagues with the key `id` open now (none: the same empty list, so selecting it does not re-render). */
export function useColleaguesOn(id: string): LiveColleague[] {
  return useLivePresence((s) => s.keys[id] ?? nobody);
}
